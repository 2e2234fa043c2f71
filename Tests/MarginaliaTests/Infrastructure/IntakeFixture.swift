import Foundation
import Hummingbird
import HummingbirdTesting
import MarginaliaModels
import MarginaliaSite
import Synchronization

@testable import MarginaliaServer

/// The intake over the repository's demo content and theme, with a state folder of its own and a
/// clock the test moves, served in process; each request's network is the `X-Test-Network`
/// header's number (0 when absent), so that rate limits are told apart without sockets.
struct IntakeFixture: Sendable {
    let state: TemporaryDirectory
    let clock: TestClock
    let service: IntakeService
    let console: IntakeLog

    static let post = "view-models-for-html"

    static func make(
        settings change: (inout IntakeSettings) -> Void = { _ in }, blocklist: String? = nil
    ) async throws -> IntakeFixture {
        let state = try TemporaryDirectory()
        if let blocklist { try state.write(blocklist, to: "state/blocklist.txt") }
        var settings = IntakeSettings(stateDirectory: state.path("state"))
        change(&settings)
        let site = try await IntakeSite.read(
            contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates)
        let content = IntakeContent(
            site: site, contentDirectory: PackagePaths.content, templatesDirectory: PackagePaths.templates)
        let clock = TestClock()
        let lines = IntakeLog()
        let service = try await IntakeService.make(
            content: content, settings: settings, links: IntakeLinks(siteRoot: "/", intakePath: "/comments/"),
            console: ServerConsole(info: lines.append, error: lines.append), now: { clock.now })
        return IntakeFixture(state: state, clock: clock, service: service, console: lines)
    }

    var pending: String { state.path("state/pending") }

    /// The names in the queue folder, temporary files included.
    func queueFiles() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: pending)) ?? []).sorted() }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let router = Router()
        IntakeRoutes.add(to: router, service: service) { request, _ in
            request.headers[.init("X-Test-Network")!].flatMap { NetworkAddress("10.0.\($0).1") }
        }
        try await Application(router: router).test(.router, body)
    }
}

extension TestClientProtocol {
    /// Posts `fields` form-encoded to `path`.
    func postForm(
        _ path: String, _ fields: [(String, String)], network: Int? = nil
    ) async throws -> TestResponse {
        var headers = HTTPFields()
        headers[.contentType] = "application/x-www-form-urlencoded"
        if let network { headers[.init("X-Test-Network")!] = String(network) }
        return try await execute(
            uri: path, method: .post, headers: headers, body: ByteBuffer(string: FormEncoding.encode(fields)))
    }
}

/// Form encoding as browsers send it.
enum FormEncoding {
    static func encode(_ fields: [(String, String)]) -> String {
        fields.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    static func escape(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(
            of: "%20", with: "+")
    }

    /// The hidden fields of a preview page's confirmation, in order.
    static func hiddenFields(of page: String) -> [(String, String)] {
        let form = page.components(separatedBy: "<form class=\"confirmation\"").dropFirst().first ?? ""
        let inputs = form.components(separatedBy: "</form>").first ?? ""
        let pattern = try! NSRegularExpression(pattern: #"<input type="hidden" name="(\w+)" value="([^"]*)">"#)
        let range = NSRange(inputs.startIndex..., in: inputs)
        return pattern.matches(in: inputs, range: range).map { match in
            (
                String(inputs[Range(match.range(at: 1), in: inputs)!]),
                unescapeHTML(String(inputs[Range(match.range(at: 2), in: inputs)!]))
            )
        }
    }

    static func unescapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// A clock a test sets.
final class TestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0 += seconds } }
}

/// Lines a server logged.
final class IntakeLog: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    @Sendable func append(_ line: String) { lines.withLock { $0.append(line) } }
}
