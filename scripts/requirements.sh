# Installs what building and testing Marginalia needs on Debian or Ubuntu, only what is missing.
# Sourced by scripts/demo and scripts/test.

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs Debian packages that are not installed yet (one `apt-get update` per run at most).
apt_install() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "==> Installing ${missing[*]}"
    if [ -z "${MARGINALIA_APT_UPDATED:-}" ]; then
        as_root apt-get update -qq
        export MARGINALIA_APT_UPDATED=1
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# What the Swift package needs to build: cmark (and libxml2, zlib and SQLite for importing exports).
require_build_packages() {
    command -v swift >/dev/null || { echo "error: the Swift toolchain (swift) is not on PATH" >&2; exit 1; }
    apt_install libcmark-dev libxml2-dev zlib1g-dev libsqlite3-dev pkg-config
}
