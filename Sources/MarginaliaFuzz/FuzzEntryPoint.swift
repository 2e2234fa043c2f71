/// libFuzzer's entry: called with each input, on libFuzzer's own thread. A broken invariant traps
/// (`fatalError`), which libFuzzer reports as a crash, saving the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzInput(UnsafeBufferPointer(start: data, count: size))?.run()
    return 0
}
