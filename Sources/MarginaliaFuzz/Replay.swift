import Foundation

/// What the fuzz executable does when libFuzzer is not linked (a normal build): runs every file
/// named on the command line, or in a folder named there, through the same checks, so that a
/// finding can be reproduced and debugged without the fuzzer. The arguments are paths only.
struct Replay {
    let paths: [String]

    func run() -> CInt {
        if paths.isEmpty || paths.contains(where: { $0.hasPrefix("-") }) {
            printError(
                "usage: marginalia-fuzz FILE-OR-FOLDER…\n(this build has no libFuzzer: it replays inputs; Fuzz/run builds the fuzzer)"
            )
            return 2
        }
        var count = 0
        for file in paths.flatMap(files(at:)) {
            guard let bytes = FileManager.default.contents(atPath: file) else {
                printError("error: cannot read \(file)")
                return 1
            }
            printError("replaying \(file)")
            FuzzInput(bytes)?.run()
            count += 1
        }
        print("replayed \(count) inputs: every invariant held")
        return 0
    }

    private func files(at path: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
