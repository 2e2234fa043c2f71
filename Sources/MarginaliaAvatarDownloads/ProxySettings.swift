import AsyncHTTPClient
import Foundation

/// The proxies that avatar downloads go through, read from the conventional environment
/// variables, since AsyncHTTPClient reads none of them:
///
/// - `http_proxy` for `http` URLs, `https_proxy` for `https` URLs (each also upper-case; the
///   lower-case form wins when both are set, as in curl and Go). A value is `[scheme://][user[:password]@]host[:port]`:
///   `http://` (the default) names an HTTP proxy, to which `https` requests are tunnelled with
///   `CONNECT`; `socks5://` or `socks5h://` a SOCKS proxy. Without a port, `http` proxies are on
///   80 and SOCKS proxies on 1080 (Go's rule; curl assumes 1080 for both). Empty values are unset.
/// - `no_proxy` (or `NO_PROXY`): the hosts reached directly (`NoProxyList`).
///
/// Loopback hosts (`localhost`, `127.0.0.0/8`, `::1`) are never proxied, as in Go's `net/http`.
public struct ProxySettings: Sendable, Equatable {
    public typealias Proxy = HTTPClient.Configuration.Proxy

    /// The proxy for `http` URLs.
    public var http: Proxy?
    /// The proxy for `https` URLs.
    public var https: Proxy?
    /// The hosts reached without a proxy.
    public var bypass: NoProxyList

    public init(http: Proxy? = nil, https: Proxy? = nil, bypass: NoProxyList = NoProxyList()) {
        self.http = http
        self.https = https
        self.bypass = bypass
    }

    /// The settings `environment` gives.
    /// - Throws: `ProxySettingsError` for a proxy value that is not a usable address.
    public init(environment: [String: String]) throws(ProxySettingsError) {
        self.init(
            http: try Self.proxy(named: "http_proxy", in: environment),
            https: try Self.proxy(named: "https_proxy", in: environment),
            bypass: NoProxyList(Self.value(named: "no_proxy", in: environment)?.text ?? "")
        )
    }

    /// The settings of this process's environment.
    public static func fromEnvironment() throws(ProxySettingsError) -> ProxySettings {
        try ProxySettings(environment: ProcessInfo.processInfo.environment)
    }

    /// The non-empty value of `name` (lower-case) or else of its upper-case form, with the
    /// variable it came from.
    static func value(named name: String, in environment: [String: String]) -> (variable: String, text: String)? {
        for variable in [name, name.uppercased()] {
            if let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
                return (variable, text)
            }
        }
        return nil
    }

    private static func proxy(named name: String, in environment: [String: String]) throws(ProxySettingsError) -> Proxy?
    {
        guard let found = value(named: name, in: environment) else { return nil }
        return try proxy(parsing: found.text, variable: found.variable)
    }

    /// The proxy for `url`, or `nil` to connect directly.
    public func proxy(for url: URL) -> Proxy? {
        guard let host = url.host?.lowercased() else { return nil }
        let proxy: Proxy?
        switch url.scheme?.lowercased() {
        case "http": proxy = http
        case "https": proxy = https
        default: return nil
        }
        guard proxy != nil, !NoProxyList.isLoopback(host),
            !bypass.matches(host: host, port: url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80))
        else {
            return nil
        }
        return proxy
    }

    /// Reads one proxy address, such as `http://user:secret@proxy.example:3128` or `proxy:3128`.
    static func proxy(parsing text: String, variable: String) throws(ProxySettingsError) -> Proxy {
        let withScheme = text.contains("://") ? text : "http://" + text
        guard let components = URLComponents(string: withScheme), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else { throw ProxySettingsError(variable: variable, value: text, reason: "not a proxy address") }
        let port = components.port
        if let port, !(1...65_535).contains(port) {
            throw ProxySettingsError(variable: variable, value: text, reason: "port \(port) is out of range")
        }
        let plainHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        switch scheme {
        case "http":
            let authorization = components.percentEncodedUser.map { user in
                HTTPClient.Authorization.basic(
                    username: user.removingPercentEncoding ?? user,
                    password: components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 } ?? ""
                )
            }
            return .server(host: plainHost, port: port ?? 80, authorization: authorization)
        case "socks5", "socks5h":
            guard components.user == nil else {
                throw ProxySettingsError(
                    variable: variable, value: text, reason: "SOCKS proxies with a user name are not supported")
            }
            return .socksServer(host: plainHost, port: port ?? 1080)
        default:
            throw ProxySettingsError(
                variable: variable, value: text, reason: "the scheme \(scheme) is not supported (use http or socks5)")
        }
    }
}

/// A proxy variable whose value cannot be used. Avatar downloads then fail with this message,
/// rather than going around the proxy the user asked for.
public struct ProxySettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    public let variable: String
    public let value: String
    public let reason: String

    public var description: String {
        // The value may hold a password: name only the variable and the reason.
        "\(variable) is set but cannot be used: \(reason)"
    }
}
