#!/usr/bin/env bash
# What an app that adds Tabula resolves. Makes scratch app packages that depend on Tabula with the README's line
# (https://github.com/tabula-swift/Tabula, branch main, served from a clone of this checkout's committed HEAD
# through a SwiftPM mirror), each using some of the library's products, resolves them and prints every package
# SwiftPM pinned. Fails unless:
#   Tabula + TabulaUIKit + TabulaSettingsBundle + TabulaTerminal   resolve nothing beyond Tabula;
#   TabulaYAML (trait YAML)                                         resolves Yams and nothing else;
#   TabulaGRDB (trait GRDB)                                         resolves GRDB and nothing else.
# Usage: Scripts/dependency-footprint.sh
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The library as a user's SwiftPM would fetch it: a clone with a main branch, holding only what is committed.
git clone --quiet --bare "$repository" "$scratch/Tabula.git"
git -C "$scratch/Tabula.git" branch --force main HEAD 2> /dev/null || true

failed=0
# check NAME TRAITS PRODUCTS EXPECTED: EXPECTED is the sorted, space-separated identities besides tabula.
check() {
  local name="$1" traits="$2" products="$3" expected="$4"
  local app="$scratch/$name"
  mkdir -p "$app/Sources/App"
  local dependencies=""
  for product in $products; do dependencies+=".product(name: \"$product\", package: \"Tabula\"), "; done
  cat > "$app/Package.swift" << EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  dependencies: [.package(url: "https://github.com/tabula-swift/Tabula", branch: "main"$traits)],
  targets: [.executableTarget(name: "App", dependencies: [$dependencies])]
)
EOF
  echo 'print("app")' > "$app/Sources/App/main.swift"
  (cd "$app" && swift package config set-mirror --original https://github.com/tabula-swift/Tabula \
    --mirror "file://$scratch/Tabula.git")
  local started=$SECONDS
  if ! (cd "$app" && swift package resolve > "$app/resolve.log" 2>&1); then
    cat "$app/resolve.log"
    echo "FAIL $name: swift package resolve failed"
    failed=1
    return
  fi
  local resolved
  resolved="$(python3 -c '
import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
print(" ".join(sorted(p["identity"] for p in pins if p["identity"] != "tabula")))
' "$app/Package.resolved")"
  echo "$name ($products): resolved tabula${resolved:+ $resolved} in $((SECONDS - started)) s"
  if [ "$resolved" != "$expected" ]; then
    echo "FAIL $name: expected ${expected:-nothing} beyond tabula, resolved ${resolved:-nothing}"
    failed=1
  fi
}

check core-uikit-settings "" "Tabula TabulaUIKit TabulaSettingsBundle TabulaTerminal" ""
check yaml ', traits: ["YAML"]' "Tabula TabulaYAML" "yams"
check grdb ', traits: ["GRDB"]' "Tabula TabulaGRDB" "grdb.swift"

if [ "$failed" != 0 ]; then exit 1; fi
echo "dependency footprint: as promised"
