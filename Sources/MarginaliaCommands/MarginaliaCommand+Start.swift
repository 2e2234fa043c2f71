import CSystemShims

extension MarginaliaCommand {
    /// The program's entry point: parses the command line and runs the command, after making
    /// writes to a closed pipe fail with an error instead of killing the process.
    ///
    /// Without this, `marginalia build | head -1`, or a `serve` whose output goes to a pipe nobody
    /// reads, ends silently with exit status 141 at its first line of output (NIO ignores SIGPIPE,
    /// but only once its first socket opens). Every write to standard output and standard error
    /// drops the text it cannot write (`Terminal`, `ServerConsole`, `print`), so a build still
    /// swaps in its site and exits 0, and a server goes on serving.
    public static func start() async {
        _ = marginalia_ignore_broken_pipes()
        await main()
    }
}
