import Foundation
import SystemPackage
import Testing

@testable import MarginaliaSite

/// The system-call file writes the output writer uses.
@Suite("Writing files")
struct FileBytesTests {
    private func bytes<T>(_ text: String, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
        try Data(text.utf8).withUnsafeBytes(body)
    }

    @Test func aFileIsWrittenAndReplacedWhole() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("page.html")
        let first = try bytes("a longer first version") { try FileBytes.write($0, toPath: path) }
        let second = try bytes("second") { try FileBytes.write($0, toPath: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        // The identity each write returns is the file's as written: the second is 6 bytes long.
        #expect(first?.size == 22 && second?.size == 6)
        #expect(second == FileIdentity(atPath: path))
    }

    @Test func missingParentFoldersAreMadeAndExistingOnesAreFine() throws {
        let directory = try TemporaryDirectory()
        try FileBytes.makeDirectory(atPath: directory.path("posts/p1/deeper"))
        try FileBytes.makeDirectory(atPath: directory.path("posts/p1"))
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: directory.path("posts/p1/deeper"), isDirectory: &isFolder)
                && isFolder.boolValue)
    }

    @Test func aFolderWhereAFileIsFailsWithTheSystemsReason() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not a folder", to: "posts")
        #expect(throws: Errno.notDirectory) { try FileBytes.makeDirectory(atPath: directory.path("posts/p1")) }
        #expect(Errno.notDirectory.description == "Not a directory")
        let error = #expect(throws: Errno.self) {
            try bytes("x") { try FileBytes.write($0, toPath: directory.path("posts/index.html")) }
        }
        #expect(error == .notDirectory)
    }

    @Test func aNewFileGetsMode0666LessTheUmask() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("page.html")
        let identity = try bytes("page") { try FileBytes.write($0, toPath: path) }
        let mask = umask(0o022)
        umask(mask)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o666 & ~Int(mask))
        #expect(identity == FileIdentity(atPath: path))
    }

    @Test func onlyARegularFileWithTheSameBytesHoldsThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("same", to: "a")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path("link"), withDestinationPath: directory.path("a"))
        bytes("same") { same in
            #expect(FileBytes.file(atPath: directory.path("a"), holds: same))
            #expect(!FileBytes.file(atPath: directory.path("link"), holds: same))
            #expect(!FileBytes.file(atPath: directory.path("missing"), holds: same))
        }
        bytes("sane") { #expect(!FileBytes.file(atPath: directory.path("a"), holds: $0)) }
        bytes("longer") { #expect(!FileBytes.file(atPath: directory.path("a"), holds: $0)) }
    }
}
