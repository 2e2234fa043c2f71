import Foundation
import Testing
@testable import MarginaliaSite

/// The system-call file writes the output writer uses.
@Suite("Writing files")
struct FileBytesTests {
    private func bytes(_ text: String, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try Data(text.utf8).withUnsafeBytes(body)
    }

    @Test func aFileIsWrittenAndReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("page.html")
        try bytes("a longer first version") { try FileBytes.write($0, toPath: path) }
        try bytes("second") { try FileBytes.write($0, toPath: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    }

    @Test func missingParentFoldersAreMadeAndExistingOnesAreFine() throws {
        let directory = try TemporaryDirectory()
        try FileBytes.makeDirectory(atPath: directory.path("posts/p1/deeper"))
        try FileBytes.makeDirectory(atPath: directory.path("posts/p1"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory.path("posts/p1/deeper"), isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test func aFolderWhereAFileIsFailsWithTheSystemsReason() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not a folder", to: "posts")
        #expect(throws: FileBytes.Failure(code: ENOTDIR)) { try FileBytes.makeDirectory(atPath: directory.path("posts/p1")) }
        #expect(FileBytes.Failure(code: ENOTDIR).reason == "Not a directory")
        let error = #expect(throws: FileBytes.Failure.self) {
            try bytes("x") { try FileBytes.write($0, toPath: directory.path("posts/index.html")) }
        }
        #expect(error?.code == ENOTDIR)
    }

    @Test func onlyARegularFileWithTheSameBytesHoldsThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("same", to: "a")
        try FileManager.default.createSymbolicLink(atPath: directory.path("link"), withDestinationPath: directory.path("a"))
        bytes("same") { same in
            #expect(FileBytes.file(atPath: directory.path("a"), holds: same))
            #expect(!FileBytes.file(atPath: directory.path("link"), holds: same))
            #expect(!FileBytes.file(atPath: directory.path("missing"), holds: same))
        }
        bytes("sane") { #expect(!FileBytes.file(atPath: directory.path("a"), holds: $0)) }
        bytes("longer") { #expect(!FileBytes.file(atPath: directory.path("a"), holds: $0)) }
    }
}
