import Foundation
import MarginaliaSite

/// An `AvatarFetching` double: answers from a table, fails a set of hosts as unreachable, and
/// records what it was asked and how many requests were in flight at once.
actor AvatarFetcherDouble: AvatarFetching {
    /// The answers by URL; a URL missing from the table gets a 404.
    private let answers: [String: Result<AvatarImage, AvatarFetchError>]
    /// Hosts that behave as unreachable.
    private let unreachableHosts: Set<String>
    private let delay: Duration
    private(set) var requested: [String] = []
    private var inFlight = 0
    private(set) var maximumInFlight = 0

    init(
        images: [String: AvatarImage] = [:], errors: [String: AvatarFetchError] = [:],
        unreachableHosts: Set<String> = [], delay: Duration = .zero
    ) {
        answers = images.mapValues { .success($0) }.merging(errors.mapValues { .failure($0) }) { first, _ in first }
        self.unreachableHosts = unreachableHosts
        self.delay = delay
    }

    func fetch(_ url: URL) async throws(AvatarFetchError) -> AvatarImage {
        requested.append(url.absoluteString)
        inFlight += 1
        maximumInFlight = max(maximumInFlight, inFlight)
        if delay > .zero { try? await Task.sleep(for: delay) }
        inFlight -= 1
        if let host = url.host, unreachableHosts.contains(host) { throw .transport("could not resolve \(host)") }
        return try (answers[url.absoluteString] ?? .failure(.status(404))).get()
    }

    /// A tiny PNG (the signature is what is checked) with `marker` in it, so images differ.
    static func png(_ marker: String = "") -> AvatarImage {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("IHDR\(marker)".utf8)
        // A PNG signature with an image type always passes the check.
        return try! AvatarImage(data: Data(bytes), contentType: "image/png", limit: 1_000_000)
    }
}
