#!/bin/sh
# Builds vendor/ from Debian's Go library packages, so the server builds with no network:
#   apt-get install golang-go golang-github-go-chi-chi-dev golang-github-lib-pq-dev golang-golang-x-crypto-dev golang-golang-x-sys-dev
#   sh scripts/vendor-debian.sh && GOFLAGS=-mod=vendor go build ./...
# The versions are the ones go.mod requires. Online, `go mod download` needs none of this.
set -eu
GOCODE="${GOCODE:-/usr/share/gocode/src}"
cd "$(dirname "$0")/.."
rm -rf vendor
copy_package() {
	if [ ! -d "$GOCODE/$1" ]; then
		echo "vendor-debian.sh: $GOCODE/$1 is missing; install the packages named at the top of this script" >&2
		exit 1
	fi
	mkdir -p "vendor/$2"
	for file in "$GOCODE/$1"/*; do
		case "$file" in
		*_test.go) ;;
		*) if [ -f "$file" ]; then cp "$file" "vendor/$2/"; fi ;;
		esac
	done
}
copy_package github.com/go-chi/chi github.com/go-chi/chi/v5
copy_package github.com/go-chi/chi/middleware github.com/go-chi/chi/v5/middleware
copy_package github.com/lib/pq github.com/lib/pq
copy_package github.com/lib/pq/oid github.com/lib/pq/oid
copy_package github.com/lib/pq/scram github.com/lib/pq/scram
copy_package golang.org/x/crypto/argon2 golang.org/x/crypto/argon2
copy_package golang.org/x/crypto/blake2b golang.org/x/crypto/blake2b
copy_package golang.org/x/sys/cpu golang.org/x/sys/cpu
cat > vendor/modules.txt <<'MODULES'
# github.com/go-chi/chi/v5 v5.0.7
## explicit; go 1.14
github.com/go-chi/chi/v5
github.com/go-chi/chi/v5/middleware
# github.com/lib/pq v1.10.7
## explicit; go 1.13
github.com/lib/pq
github.com/lib/pq/oid
github.com/lib/pq/scram
# golang.org/x/crypto v0.4.0
## explicit; go 1.17
golang.org/x/crypto/argon2
golang.org/x/crypto/blake2b
# golang.org/x/sys v0.3.0
## explicit; go 1.17
golang.org/x/sys/cpu
MODULES
