#!/usr/bin/env bash
# docs/demo.png: `npm run demo` as a user with a display sees it, on a virtual display (Debian's xvfb,
# and xwd + netpbm for the screen grab: apt-get install -y xvfb x11-apps netpbm).
#   xvfb-run -a -s "-screen 0 1600x900x24" scripts/screenshot-demo.sh
# Runs the demo, grabs the whole screen once the sample game is over, then stops the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
DEMO_WINDOW_SIZE=${DEMO_WINDOW_SIZE:-1600,900} setsid npm run demo -- --port 0 >"$log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do grep -q 'game over' "$log" && break; sleep 0.5; done
sleep 1
mkdir -p docs
xwd -root -silent | xwdtopnm 2>/dev/null | pnmtopng >docs/demo.png
kill -- -"$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
grep '^demo:' "$log"
rm -f "$log"
