#!/usr/bin/env bash
# Runs what `npm test` runs three times in a row with a CPU hog (`yes > /dev/null`) busy on one core beside it, and
# prints JSON lines like `npm run bench`: ci.unitSeconds and ci.e2eSeconds per run, the load average, and the
# slowest ten tests with their share of their limit (a share near 1 fails on a busier machine).
#   test/under-load.sh            format check, type-check, lint, unit and end-to-end tests, three runs
#   test/under-load.sh --unit     the unit and component tests only
#   test/under-load.sh --runs N   N runs instead of three
#   test/under-load.sh --unit -- test/shared/engine   only these unit test files or folders
# Exits non-zero when any run fails. Timing lines are kept in test-results/under-load/.
set -uo pipefail
cd "$(dirname "$0")/.."

unit_only=0
runs=3
only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --unit) unit_only=1 ;;
    --runs) runs="$2"; shift ;;
    --) shift; only=("$@"); break ;;
    *) echo "usage: test/under-load.sh [--unit] [--runs N] [-- unit test files or folders]" >&2; exit 2 ;;
  esac
  shift
done

out=test-results/under-load
rm -rf "$out"
mkdir -p "$out"
yes > /dev/null &
hog=$!
trap 'kill "$hog" 2>/dev/null' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
seconds() { echo $(( $(date +%s) - $1 )); }
figure() { printf '{"name":"%s","value":%s,"unit":"s","run":%s,"passed":%s,"load":"%s"}\n' "$1" "$2" "$3" "$4" "$(load)"; }

failed=0
for run in $(seq 1 "$runs"); do
  log="$out/run-$run.log"
  if [ "$unit_only" = 0 ]; then
    if ! { npm run format:check && npm run typecheck && npm run lint; } >"$log" 2>&1; then
      echo "run $run: format, type-check or lint failed (see $log)" >&2
      failed=1
    fi
  fi
  start=$(date +%s)
  if HEARTH_TIMING_FILE="$out/run-$run-unit.jsonl" npx vitest run --reporter=dot \
    --reporter=./test/support/timing-reporter.ts "${only[@]}" >>"$log" 2>&1; then ok=true; else ok=false; failed=1; fi
  figure ci.unitSeconds "$(seconds "$start")" "$run" "$ok"
  if [ "$unit_only" = 0 ]; then
    start=$(date +%s)
    if npm run build >>"$log" 2>&1 && HEARTH_TIMING_FILE="$out/run-$run-e2e.jsonl" npx playwright test \
      --reporter=dot,./test/support/timing-reporter-e2e.ts >>"$log" 2>&1; then ok=true; else ok=false; failed=1; fi
    figure ci.e2eSeconds "$(seconds "$start")" "$run" "$ok"
  fi
done
npx tsx test/support/timing-summary.ts "$out"/run-*.jsonl
exit "$failed"
