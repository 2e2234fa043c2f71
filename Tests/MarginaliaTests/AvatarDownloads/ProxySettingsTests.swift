import AsyncHTTPClient
import Foundation
import Testing

@testable import MarginaliaAvatarDownloads

/// `http_proxy`, `https_proxy` and `no_proxy` as avatar downloads read them.
@Suite("Proxy settings from the environment")
struct ProxySettingsTests {
    func settings(_ environment: [String: String]) throws -> ProxySettings {
        try ProxySettings(environment: environment)
    }

    func route(_ url: String, _ environment: [String: String]) throws -> ProxySettings.Proxy? {
        try settings(environment).proxy(for: URL(string: url)!)
    }

    @Test func nothingSetMeansDirect() throws {
        #expect(try settings([:]) == ProxySettings())
        #expect(try route("https://a.example/x.png", [:]) == nil)
        #expect(try route("https://a.example/x.png", ["https_proxy": "  "]) == nil, "an empty value is unset")
    }

    @Test(
        "proxy addresses",
        arguments: [
            ("http://proxy.example:3128", ProxySettings.Proxy.server(host: "proxy.example", port: 3128)),
            ("proxy.example:3128", .server(host: "proxy.example", port: 3128)),
            ("http://proxy.example", .server(host: "proxy.example", port: 80)),
            ("HTTP://Proxy.Example:8080/", .server(host: "Proxy.Example", port: 8080)),
            ("http://[::1]:3128", .server(host: "::1", port: 3128)),
            ("socks5://gateway:9050", .socksServer(host: "gateway", port: 9050)),
            ("socks5h://gateway", .socksServer(host: "gateway", port: 1080)),
            (
                "http://jane:s%40cret@proxy.example:3128",
                .server(host: "proxy.example", port: 3128, authorization: .basic(username: "jane", password: "s@cret"))
            ),
        ])
    func proxyAddress(value: String, expected: ProxySettings.Proxy) throws {
        #expect(try settings(["https_proxy": value]).https == expected)
    }

    @Test func eachSchemeHasItsOwnVariableAndLowerCaseWins() throws {
        let environment = ["http_proxy": "plain:1", "HTTP_PROXY": "upper:2", "HTTPS_PROXY": "secure:3"]
        #expect(try route("http://a.example/x.png", environment) == .server(host: "plain", port: 1))
        #expect(try route("https://a.example/x.png", environment) == .server(host: "secure", port: 3))
        #expect(try route("http://a.example/x.png", ["HTTP_PROXY": "upper:2"]) == .server(host: "upper", port: 2))
        #expect(
            try route("https://a.example/x.png", ["http_proxy": "plain:1"]) == nil, "http_proxy does not serve https")
    }

    @Test(
        "unusable values are errors that name the variable, never the password",
        arguments: [
            ("ftp://proxy:21", "the scheme ftp is not supported (use http or socks5)"),
            ("https://proxy:443", "the scheme https is not supported (use http or socks5)"),
            ("http://proxy:99999", "port 99999 is out of range"),
            ("http://:3128", "not a proxy address"),
            ("socks5://u:p@gateway", "SOCKS proxies with a user name are not supported"),
        ])
    func unusable(value: String, reason: String) {
        #expect(throws: ProxySettingsError(variable: "HTTPS_PROXY", value: value, reason: reason)) {
            try ProxySettings(environment: ["HTTPS_PROXY": value])
        }
        let error = ProxySettingsError(variable: "HTTPS_PROXY", value: "http://u:secret@p:1", reason: "x")
        #expect(!error.description.contains("secret"))
    }

    @Test(
        "no_proxy",
        arguments: [
            ("a.example", "https://a.example/x.png", true),
            ("a.example", "https://cdn.a.example/x.png", true),
            (".a.example", "https://a.example/x.png", true),
            ("*.a.example", "https://cdn.a.example/x.png", true),
            ("a.example", "https://ba.example/x.png", false),
            ("A.EXAMPLE", "https://a.example/x.png", true),
            ("other.example, a.example", "https://a.example/x.png", true),
            ("other.example a.example", "https://a.example/x.png", true),
            ("*", "https://anything.example/x.png", true),
            ("a.example:8443", "https://a.example:8443/x.png", true),
            ("a.example:8443", "https://a.example/x.png", false),
            ("a.example:443", "https://a.example/x.png", true),
            ("10.1.2.3", "http://10.1.2.3/x.png", true),
            ("[2001:db8::1]", "http://[2001:db8::1]/x.png", true),
            ("2001:db8::1", "http://[2001:db8::1]/x.png", true),
            ("10.0.0.0/8", "http://10.1.2.3/x.png", false),
            ("", "https://a.example/x.png", false),
        ])
    func noProxy(list: String, url: String, bypassed: Bool) throws {
        let proxied = try route(url, ["http_proxy": "proxy:3128", "https_proxy": "proxy:3128", "NO_PROXY": list])
        #expect((proxied == nil) == bypassed)
    }

    @Test(
        "loopback is never proxied",
        arguments: [
            "http://127.0.0.1:8080/x.png", "http://127.1.2.3/x.png", "http://localhost/x.png", "http://[::1]/x.png",
            "http://app.localhost/x.png",
        ])
    func loopback(url: String) throws {
        #expect(try route(url, ["http_proxy": "proxy:3128"]) == nil)
    }

    @Test func aHostThatOnlyLooksLikeLoopbackIsProxied() throws {
        #expect(try route("http://127.0.0.1.example/x.png", ["http_proxy": "proxy:3128"]) != nil)
        #expect(try route("http://localhost.example/x.png", ["http_proxy": "proxy:3128"]) != nil)
    }
}
