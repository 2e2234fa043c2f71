/// libFuzzer's entry: called with each input, on libFuzzer's own thread. A broken invariant traps
/// (`fatalError`), which libFuzzer reports as a crash, saving the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let input = FuzzInput(UnsafeBufferPointer(start: data, count: size)) else { return 0 }
    if let only = FuzzMode.only, input.mode != only { return 0 }
    input.run()
    return 0
}
