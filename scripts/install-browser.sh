#!/usr/bin/env bash
# Chromium and CJK/emoji fonts from Debian's packages, for the end-to-end tests (Playwright never
# downloads a browser here). Idempotent: when all are present it runs no apt-get.
set -euo pipefail

# fc-list's output is captured before matching: piping it into `grep -q` under pipefail fails
# whenever grep exits first and fc-list dies of SIGPIPE, which made the check fail at random.
installed_fonts="$(fc-list 2>/dev/null || true)"
has_font() { grep -qi -- "$1" <<<"$installed_fonts"; }

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
has_font 'noto.*cjk' || missing+=(fonts-noto-cjk)
has_font 'noto color emoji' || missing+=(fonts-noto-color-emoji)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing from Debian's packages: ${missing[*]}..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
