import Foundation

extension AvatarResolver {
    /// Fetches `urls`: first one image per host, then the rest of the hosts that answered. A host
    /// whose connection fails or times out is marked failed and none of its images is tried again.
    func fetchAll(_ urls: [String], with fetcher: any AvatarFetching) async -> [String: Result<
        AvatarImage, AvatarFetchError
    >] {
        var byHost: [String: [String]] = [:]
        for url in urls { byHost[Self.host(of: url), default: []].append(url) }
        let probes = byHost.keys.sorted().compactMap { byHost[$0]?.first }
        var failedHosts: Set<String> = []
        var results = await fetchInParallel(probes, with: fetcher, failedHosts: &failedHosts)
        let rest = byHost.keys.sorted().flatMap { byHost[$0]?.dropFirst() ?? [] }
        results.merge(await fetchInParallel(rest, with: fetcher, failedHosts: &failedHosts)) { first, _ in first }
        return results
    }

    /// Fetches `urls` at most `concurrency` at a time, skipping hosts in `failedHosts` and adding
    /// to it those whose connection fails.
    private func fetchInParallel(
        _ urls: [String], with fetcher: any AvatarFetching, failedHosts: inout Set<String>
    ) async -> [String: Result<AvatarImage, AvatarFetchError>] {
        var results: [String: Result<AvatarImage, AvatarFetchError>] = [:]
        await withTaskGroup(of: (String, Result<AvatarImage, AvatarFetchError>).self) { group in
            var queue = urls[...]
            var running = 0
            func startNext() {
                while running < concurrency, let url = queue.popFirst() {
                    let host = Self.host(of: url)
                    if failedHosts.contains(host) {
                        results[url] = .failure(.hostFailedEarlier(host: host))
                        continue
                    }
                    running += 1
                    group.addTask {
                        guard let remote = URL(string: url) else { return (url, .failure(.transport("not a URL"))) }
                        do throws(AvatarFetchError) { return (url, .success(try await fetcher.fetch(remote))) } catch {
                            return (url, .failure(error))
                        }
                    }
                }
            }
            startNext()
            for await (url, result) in group {
                running -= 1
                results[url] = result
                if case .failure(let error) = result, error.meansHostFailed { failedHosts.insert(Self.host(of: url)) }
                startNext()
            }
        }
        return results
    }

    /// The host part of a checked http(s) URL, lowercased (with the port, if any).
    static func host(of url: String) -> String {
        let afterScheme = url.split(separator: "//", maxSplits: 1).last ?? ""
        let authority = afterScheme.prefix { !"/?#".contains($0) }
        return String(authority.split(separator: "@").last ?? authority).lowercased()
    }
}

extension AvatarFetchError {
    /// Whether the error says the host is unreachable, rather than that one image is wrong.
    var meansHostFailed: Bool {
        switch self {
        case .transport, .timedOut, .downloadsUnavailable: true
        case .status, .notAnImage, .tooLarge, .hostFailedEarlier: false
        }
    }
}
