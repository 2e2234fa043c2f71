import Foundation

/// The intake's private state folder (mode 0700): its secret (`secret`, 0600, made on first start),
/// the queue (`pending/`) and the owner's block list (`blocklist.txt`, optional: one word or domain
/// a line, `#` starts a comment). Outside the content and output folders, which are often public.
struct IntakeState: Sendable {
    let directory: String
    let secret: [UInt8]
    let blocklist: [String]

    var pendingDirectory: String { directory + "/pending" }

    /// Opens the folder, making it and the secret when they are missing.
    init(directory: String) throws(StateFiles.Failure) {
        try StateFiles.makePrivateFolder(directory)
        self.directory = directory
        let secretPath = directory + "/secret"
        if let existing = FileManager.default.contents(atPath: secretPath), existing.count >= 32 {
            secret = Array(existing)
        } else {
            if FileManager.default.fileExists(atPath: secretPath) {
                try? FileManager.default.removeItem(atPath: secretPath)
            }
            let made = StateFiles.randomBytes(32)
            do {
                try StateFiles.writeNew(made, named: "secret", in: directory)
                secret = made
            } catch .exists {
                // Another intake over the same folder made it first: both use that one.
                guard let theirs = FileManager.default.contents(atPath: secretPath), theirs.count >= 32 else {
                    throw .failed(call: "read \(secretPath)", reason: "the secret is shorter than 32 bytes")
                }
                secret = Array(theirs)
            }
        }
        let list = (try? String(contentsOfFile: directory + "/blocklist.txt", encoding: .utf8)) ?? ""
        blocklist = list.split(whereSeparator: \.isNewline).compactMap { line in
            let entry = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return entry.isEmpty ? nil : entry
        }
    }
}
