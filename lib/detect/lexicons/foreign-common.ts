import { wordList } from '../../text/wordlist';

/**
 * Foreign words everyone at a Russian table understands (online 2.6: «За
 * фразы которые и так все понимают - ничего», its example "Хай гайс че как
 * вы"): chat and gaming English typed in Latin letters. Lower-case whole words;
 * they neither make a foreign phrase nor break one.
 */
export const FOREIGN_COMMON = wordList(
  'foreign-common',
  String.raw`
afk
bot
brb
bro
bruh
btw
bye
danke
discord
ez
fyi
gg
ggwp
gl
gn
go
hey
hf
hi
hola
idk
imho
kek
lol
merci
nice
nitro
no
np
ok
okay
omg
pls
plz
pov
rip
sorry
sos
sry
thx
top
ty
vip
wow
wp
xd
yes
`,
);
