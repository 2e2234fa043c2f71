import CLibFuzzer

/// The executable's `main`. SwiftPM links every executable with `--defsym main=<module>_main`
/// (so that tests can import executable modules), so a target without an entry point of its own
/// does not link, even when libFuzzer brings a `main`. This is that entry point, under that name.
///
/// In a `-sanitize=fuzzer` build it hands the process to libFuzzer's driver, which calls
/// `LLVMFuzzerTestOneInput` (`fuzz`) with each input; in any other build it replays the inputs
/// named on the command line.
@_cdecl("MarginaliaFuzz_main")
func marginaliaFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    guard marginalia_libfuzzer_is_linked() != 0 else {
        let arguments = (1..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
        return Replay(paths: arguments).run()
    }
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return marginalia_libfuzzer_run(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}
