import Foundation
import MarginaliaServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What only a real process shows: the port check, exit status, signals and the terminal output.
@Suite("marginalia serve as a process")
struct ServeProcessTests {
    /// A socket listening on a free port of 127.0.0.1, to make that port busy.
    struct BusyPort: ~Copyable {
        let descriptor: Int32
        let port: Int

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
                }
            }
            guard bound, listen(descriptor, 1) == 0 else {
                close(descriptor)
                throw POSIXError(.EADDRINUSE)
            }
            self.descriptor = descriptor
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit { close(descriptor) }
    }

    @Test func aBusyPortFailsAtOnceWithoutBuilding() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let busy = try BusyPort()
        let server = DevServer(
            configuration: DevServer.Configuration(site: site.options, port: busy.port),
            console: RecordingConsole().console)
        await #expect(throws: DevServerError.portInUse(host: "127.0.0.1", port: busy.port)) { try await server.run() }
        #expect(!site.exists("Output"))
        #expect(DevServerError.portInUse(host: "127.0.0.1", port: busy.port).description.contains("already in use"))
    }

    @Test func theCommandExitsWithAnErrorWhenThePortIsBusy() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let busy = try BusyPort()
        let process = try ServerProcess(arguments: ["serve", "--port", String(busy.port)], in: site.root)
        #expect(await process.exitStatus() == 1)
        #expect(process.text.contains("error: port \(busy.port) on 127.0.0.1 is already in use"))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheServerCleanly(signal: Int32) async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let process = try ServerProcess(arguments: ["serve", "--port", "0"], in: site.root)
        let port = try #require(await process.port())
        #expect(process.text.contains("Built the site: wrote 12 pages and copied 2 assets"))
        #expect(process.text.contains("Serving Output/ at http://127.0.0.1:\(port)/"))
        // An open event stream must not keep the server from stopping.
        let events = try EventStreamClient(port: port)
        defer { events.close() }
        #expect(await events.next("hello") != nil)

        process.signal(signal)
        #expect(await process.exitStatus() == 0)
        #expect(process.text.hasSuffix("Stopped.\n"))
        #expect(site.topLevelNames() == ["Content", "Output", "Templates"], "no staging or temporary folders are left")
    }

    /// A terminal closed under a running server (or a test that stopped reading it) must not
    /// stop it: its lines are lost, the site is still rebuilt and served.
    @Test func aServerWhoseOutputIsGoneKeepsRebuildingAndServing() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let process = try ServerProcess(arguments: ["serve", "--port", "0"], in: site.root)
        let port = try #require(await process.port())
        let events = try EventStreamClient(port: port)
        defer { events.close() }
        #expect(await events.next("hello") != nil)
        #expect(await process.closeOutput(), "the pipe's read end is closed before the next line")

        try site.write(
            DevServerEndToEndTests.comments(c1: "Written with nobody reading"), to: "Content/comments/p1.json")
        #expect(await events.next("reload") != nil)
        let page = try await DevServerEndToEndTests.get(port: port, path: "/posts/p1/")
        #expect(page.body.contains("Written with nobody reading"))
        process.signal(SIGINT)
        #expect(await process.exitStatus() == 0)
    }

    @Test func anAddressOtherThanLoopbackIsWarnedAbout() async throws {
        let site = try SiteOnDisk.make()
        defer { site.remove() }
        let process = try ServerProcess(
            arguments: ["serve", "--port", "0", "--host", "0.0.0.0", "--no-watch"], in: site.root)
        #expect(await process.port() != nil)
        #expect(process.text.contains("warning: listening on 0.0.0.0, so other machines can reach this server"))
        #expect(process.text.contains("(not watching; Ctrl-C stops)"))
        process.signal(SIGINT)
        #expect(await process.exitStatus() == 0)
    }
}
