import Testing

@testable import MarginaliaServer

@Suite("Debouncing changes")
struct DebounceWindowTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    @Test func nothingPendingNothingToFlush() {
        var window = DebounceWindow()
        #expect(window.timeUntilFlush(at: at(0)) == nil)
        #expect(window.flush(at: at(1000)) == nil)
    }

    @Test func anEditorsSaveIsOneBatch() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100))
        window.add(["Content/posts.json"], at: at(0))
        window.add(["Content/posts.json"], at: at(40))
        window.add(["Content/site.json"], at: at(80))
        #expect(window.timeUntilFlush(at: at(100)) == .milliseconds(80))
        #expect(window.flush(at: at(150)) == nil)
        #expect(window.flush(at: at(180)) == ["Content/posts.json", "Content/site.json"])
        #expect(window.flush(at: at(400)) == nil)
    }

    @Test func aCompleteWriteIsFlushedAfterTheCoalescingWindow() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100), coalescingWindow: .milliseconds(20))
        window.add([WatchedChange("Content/posts.json", .complete)], at: at(0))
        #expect(window.flush(at: at(19)) == nil)
        #expect(window.flush(at: at(20)) == ["Content/posts.json"])
    }

    @Test func anEditorsThreeStepSaveIsOneBatchAfterTheWindow() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100), coalescingWindow: .milliseconds(20))
        // The temporary file is ignored by name; then the rename, then the touch.
        window.add([WatchedChange("Content/posts.json", .complete)], at: at(0))
        window.add([WatchedChange("Content/posts.json", .other)], at: at(2))
        #expect(window.flush(at: at(21)) == nil)
        #expect(window.flush(at: at(22)) == ["Content/posts.json"])
    }

    @Test func aFileStillBeingWrittenHoldsTheBatchForTheQuietPeriod() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100), coalescingWindow: .milliseconds(20))
        window.add([WatchedChange("Content/comments/p1.json", .writing)], at: at(0))
        window.add([WatchedChange("Content/posts.json", .complete)], at: at(5))
        #expect(window.flush(at: at(60)) == nil)
        window.add([WatchedChange("Content/comments/p1.json", .complete)], at: at(70))
        #expect(window.flush(at: at(89)) == nil)
        #expect(window.flush(at: at(90)) == ["Content/comments/p1.json", "Content/posts.json"])
    }

    @Test func aBurstOfManyFilesWaitsOutTheBurstQuietPeriod() {
        var window = DebounceWindow(
            quietPeriod: .milliseconds(100), coalescingWindow: .milliseconds(20), burstQuietPeriod: .milliseconds(250),
            smallBatch: 8
        )
        for file in 0..<500 {
            let path = "Content/comments/p\(file).json"
            // As a checkout on a busy machine: a pause of 80 ms after the tenth file.
            let time = file / 10 + (file >= 10 ? 80 : 0)
            window.add([WatchedChange(path, .writing), WatchedChange(path, .complete)], at: at(time))
            if file == 9 { #expect(window.flush(at: at(time + 79)) == nil) }
        }
        #expect(window.flush(at: at(129 + 249)) == nil)
        #expect(window.flush(at: at(129 + 250))?.count == 500)
    }

    @Test func changesOfNoKindWaitOutTheQuietPeriod() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100), coalescingWindow: .milliseconds(20))
        window.add(["Content/posts.json"], at: at(0))
        #expect(window.flush(at: at(50)) == nil)
        #expect(window.flush(at: at(100)) == ["Content/posts.json"])
    }

    @Test func changesThatNeverStopAreFlushedAfterTheMaximumDelay() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100), maximumDelay: .milliseconds(500))
        for time in stride(from: 0, through: 450, by: 50) {
            window.add(["Content/comments/\(time).json"], at: at(time))
            #expect(window.flush(at: at(time)) == nil)
        }
        #expect(window.timeUntilFlush(at: at(450)) == .milliseconds(50))
        #expect(window.flush(at: at(500))?.count == 10)
    }

    @Test(
        "ignored names",
        arguments: [
            (".posts.json.swp", true), ("posts.json~", true), ("4913", true), (".#posts.json", true),
            ("posts.json.tmp", true), ("posts.json", false), ("style.css", false),
        ])
    func ignored(name: String, ignored: Bool) {
        #expect(WatchedFiles.isIgnored(name: name) == ignored)
    }
}
