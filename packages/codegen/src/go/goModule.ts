// The module files of the generated project: go.mod and go.sum pinned to the library versions
// Debian 12 packages (so the project builds offline from /usr/share/gocode too), and the script
// that builds a vendor/ folder from those packages.

/** A module the generated code needs, with the packages of it that are compiled. */
export interface GoDependency {
  path: string
  version: string
  /** The `go` line of the module's own go.mod, as vendor/modules.txt records it. */
  goVersion: string
  /** Required by the project's code itself (else only by another dependency). */
  direct: boolean
  packages: readonly string[]
  /** Where Debian's golang-…-dev package installs the module's source, under /usr/share/gocode/src. */
  debianPath: string
  debianPackage: string
  sum: string
  goModSum: string
}

/** The libraries: chi for routing, pq for PostgreSQL, x/crypto for argon2id (and x/sys under it). */
export const GO_DEPENDENCIES: readonly GoDependency[] = [
  {
    path: 'github.com/go-chi/chi/v5',
    version: 'v5.0.7',
    goVersion: '1.14',
    direct: true,
    packages: ['github.com/go-chi/chi/v5', 'github.com/go-chi/chi/v5/middleware'],
    debianPath: 'github.com/go-chi/chi',
    debianPackage: 'golang-github-go-chi-chi-dev',
    sum: 'h1:rDTPXLDHGATaeHvVlLcR4Qe0zftYethFucbjVQ1PxU8=',
    goModSum: 'h1:DslCQbL2OYiznFReuXYUmQ2hGd1aDpCnlMNITLSKoi8=',
  },
  {
    path: 'github.com/lib/pq',
    version: 'v1.10.7',
    goVersion: '1.13',
    direct: true,
    packages: ['github.com/lib/pq', 'github.com/lib/pq/oid', 'github.com/lib/pq/scram'],
    debianPath: 'github.com/lib/pq',
    debianPackage: 'golang-github-lib-pq-dev',
    sum: 'h1:p7ZhMD+KsSRozJr34udlUrhboJwWAgCg34+/ZZNvZZw=',
    goModSum: 'h1:AlVN5x4E4T544tWzH6hKfbfQvm3HdbOxrmggDNAPY9o=',
  },
  {
    path: 'golang.org/x/crypto',
    version: 'v0.4.0',
    goVersion: '1.17',
    direct: true,
    packages: ['golang.org/x/crypto/argon2', 'golang.org/x/crypto/blake2b'],
    debianPath: 'golang.org/x/crypto',
    debianPackage: 'golang-golang-x-crypto-dev',
    sum: 'h1:UVQgzMY87xqpKNgb+kDsll2Igd33HszWHFLmpaRMq/8=',
    goModSum: 'h1:3quD/ATkf6oY+rnes5c3ExXTbLc8mueNue5/DoinL80=',
  },
  {
    path: 'golang.org/x/sys',
    version: 'v0.3.0',
    goVersion: '1.17',
    direct: false,
    packages: ['golang.org/x/sys/cpu'],
    debianPath: 'golang.org/x/sys',
    debianPackage: 'golang-golang-x-sys-dev',
    sum: 'h1:w8ZOecv6NaNa/zC8944JTU3vz4u6Lagfk4RPQxv92NQ=',
    goModSum: 'h1:oPkhp1MJrh7nUepCBck5+mAzfO9JrbApNNgaTdGDITg=',
  },
]

/** go.mod files the module graph reads (x/crypto's requirements) without compiling them. */
const GRAPH_ONLY_SUMS = [
  'golang.org/x/net v0.3.0/go.mod h1:MBQ8lrhLObU/6UmLb4fmbmk5OcyYmqtbGd/9yIeKjEE=',
  'golang.org/x/term v0.3.0/go.mod h1:q750SLmJuPmVoN1blW3UFBPREJfb1KmY3vwxfr+nFDA=',
  'golang.org/x/text v0.5.0/go.mod h1:mrYo+phRRbMaCq/xk9113O4dZlRixOauAjOtrjsXDZ8=',
]

/** The module path of a project's server. */
export function goModulePath(projectName: string): string {
  return `${projectName}-server`
}

export function goMod(modulePath: string): string {
  const direct = GO_DEPENDENCIES.filter((dependency) => dependency.direct)
  const indirect = GO_DEPENDENCIES.filter((dependency) => !dependency.direct)
  return [
    `module ${modulePath}`,
    '',
    'go 1.19',
    '',
    'require (',
    ...direct.map((dependency) => `\t${dependency.path} ${dependency.version}`),
    ')',
    '',
    ...indirect.map((dependency) => `require ${dependency.path} ${dependency.version} // indirect`),
  ].join('\n')
}

export function goSum(): string {
  const lines = GO_DEPENDENCIES.flatMap((dependency) => [
    `${dependency.path} ${dependency.version} ${dependency.sum}`,
    `${dependency.path} ${dependency.version}/go.mod ${dependency.goModSum}`,
  ])
  return [...lines, ...GRAPH_ONLY_SUMS].sort().join('\n')
}

/** vendor/modules.txt for the dependencies, as `go mod vendor` writes it. */
export function vendorModulesTxt(): string {
  return GO_DEPENDENCIES.flatMap((dependency) => [
    `# ${dependency.path} ${dependency.version}`,
    `## explicit; go ${dependency.goVersion}`,
    ...dependency.packages,
  ]).join('\n')
}

/**
 * scripts/vendor-debian.sh: vendor/ from Debian's Go library packages, for building with no
 * network (`GOFLAGS=-mod=vendor`). Only the compiled packages are copied, without their tests.
 */
export function vendorDebianScript(): string {
  const copies = GO_DEPENDENCIES.flatMap((dependency) =>
    dependency.packages.map((goPackage) => {
      const source = `${dependency.debianPath}${goPackage.slice(dependency.path.length)}`
      return `copy_package ${source} ${goPackage}`
    }),
  )
  return `#!/bin/sh
# Builds vendor/ from Debian's Go library packages, so the server builds with no network:
#   apt-get install golang-go ${GO_DEPENDENCIES.map((dependency) => dependency.debianPackage).join(' ')}
#   sh scripts/vendor-debian.sh && GOFLAGS=-mod=vendor go build ./...
# The versions are the ones go.mod requires. Online, \`go mod download\` needs none of this.
set -eu
GOCODE="\${GOCODE:-/usr/share/gocode/src}"
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
${copies.join('\n')}
cat > vendor/modules.txt <<'MODULES'
${vendorModulesTxt()}
MODULES
`
}
