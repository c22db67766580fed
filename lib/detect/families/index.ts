/**
 * The registry: every rule family, one module each. The order is the order
 * findings are reported in within a stage (see STAGES in ../family.ts): of
 * two findings of one rule in a message, the earlier is shown. Text families
 * first, then those the engine produces. `npm run new:detector NAME` adds a
 * line here; tests/detect/registry.test.ts fails when a module of this folder
 * is not listed.
 */
import type { Family } from '../family';
import oaths from './oaths';
import bets from './bets';
import threats from './threats';
import hostDm from './host-dm';
import pmAppeal from './pm-appeal';
import profanity from './profanity';
import insults from './insults';
import emoji from './emoji';
import nightAction from './night-action';
import nonGameAppeal from './non-game-appeal';
import political from './political';
import otherActivity from './other-activity';
import discussionAppeal from './discussion-appeal';
import resultsAppeal from './results-appeal';
import beacon from './beacon';
import spectator from './spectator';
import hostDispute from './host-dispute';
import hostAddress from './host-address';
import gameLevel from './game-level';
import mental from './mental';
import rudeness from './rudeness';
import foreign from './foreign';
import tableConduct from './table-conduct';
import flood from './flood';
import voting from './voting';
import deadTalk from './dead-talk';
import night from './night';
import provocation from './provocation';
import voice from './voice';
import tears from './tears';

export const FAMILIES = [
  oaths,
  bets,
  threats,
  hostDm,
  pmAppeal,
  profanity,
  insults,
  emoji,
  nightAction,
  nonGameAppeal,
  political,
  otherActivity,
  discussionAppeal,
  resultsAppeal,
  beacon,
  spectator,
  provocation,
  hostDispute,
  hostAddress,
  gameLevel,
  mental,
  rudeness,
  foreign,
  tableConduct,
  flood,
  voting,
  deadTalk,
  night,
  voice,
  tears,
] as readonly Family[];
