@testable import MarginaliaServer
import Testing

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

    @Test func changesThatNeverStopAreFlushedAfterTheMaximumDelay() {
        var window = DebounceWindow(quietPeriod: .milliseconds(100), maximumDelay: .milliseconds(500))
        for time in stride(from: 0, through: 450, by: 50) {
            window.add(["Content/comments/\(time).json"], at: at(time))
            #expect(window.flush(at: at(time)) == nil)
        }
        #expect(window.timeUntilFlush(at: at(450)) == .milliseconds(50))
        #expect(window.flush(at: at(500))?.count == 10)
    }

    @Test("ignored names", arguments: [
        (".posts.json.swp", true), ("posts.json~", true), ("4913", true), (".#posts.json", true),
        ("posts.json.tmp", true), ("posts.json", false), ("style.css", false),
    ])
    func ignored(name: String, ignored: Bool) {
        #expect(WatchedFiles.isIgnored(name: name) == ignored)
    }
}
