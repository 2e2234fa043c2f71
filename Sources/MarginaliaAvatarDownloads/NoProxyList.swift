/// The hosts that `no_proxy` says to reach directly: a comma- (or space-) separated list whose
/// entries are
/// - `*`: every host;
/// - a domain (`example.org`, `.example.org` or `*.example.org`): that host and its subdomains;
/// - an IP address (`10.0.0.7`, `::1` or `[::1]`): that address, as written in the URL;
/// - any of these with `:port`: only on that port.
///
/// Matching ignores case. CIDR ranges (`10.0.0.0/8`) are not read (curl reads them, Python does
/// not); such an entry matches nothing.
public struct NoProxyList: Sendable, Equatable {
    /// One entry: a host or domain suffix, and the port it applies to (`nil`: every port).
    struct Entry: Sendable, Equatable {
        let host: String
        let port: Int?
    }

    /// Whether `*` was given.
    let matchesEverything: Bool
    let entries: [Entry]

    public init(_ text: String = "") {
        var everything = false
        var entries: [Entry] = []
        for item in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            var entry = item.lowercased()
            if entry == "*" {
                everything = true
                continue
            }
            var port: Int?
            if entry.hasPrefix("[") {
                // `[::1]` or `[::1]:8080`.
                guard let close = entry.firstIndex(of: "]") else { continue }
                port = entry[close...].dropFirst().first == ":" ? Int(entry[entry.index(close, offsetBy: 2)...]) : nil
                entry = String(entry[entry.index(after: entry.startIndex)..<close])
            } else if entry.count(where: { $0 == ":" }) == 1, let colon = entry.firstIndex(of: ":") {
                // `host:port` (an IPv6 address without brackets has several colons).
                port = Int(entry[entry.index(after: colon)...])
                entry = String(entry[..<colon])
            }
            if entry.hasPrefix("*.") { entry.removeFirst(2) }
            while entry.hasPrefix(".") { entry.removeFirst() }
            guard !entry.isEmpty, !entry.contains("/") else { continue }
            entries.append(Entry(host: entry, port: port))
        }
        matchesEverything = everything
        self.entries = entries
    }

    /// Whether a request to `host` (lower-case, as a URL gives it) on `port` goes direct.
    public func matches(host: String, port: Int) -> Bool {
        if matchesEverything { return true }
        let host = Self.bare(host)
        return entries.contains { entry in
            guard entry.port == nil || entry.port == port else { return false }
            return host == entry.host || host.hasSuffix("." + entry.host)
        }
    }

    /// Whether `host` is this machine: `localhost` (and its subdomains), `127.x.x.x` or `::1`.
    static func isLoopback(_ host: String) -> Bool {
        let host = bare(host)
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// `host` without IPv6 brackets and a final dot.
    private static func bare(_ host: String) -> String {
        var host = host.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }
}
