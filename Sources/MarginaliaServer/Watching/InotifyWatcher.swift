import Foundation

#if canImport(Glibc)
    import Glibc

    /// Watches with Linux's inotify: one watch per folder (folders created later are added as they
    /// appear), read by a blocking `poll`/`read` loop on a thread of its own that feeds the stream.
    /// The thread batches (`DebounceWindow`): a complete write (`IN_CLOSE_WRITE`, `IN_MOVED_TO`) is
    /// reported after a short coalescing window rather than a quiet period. It ends when the stream
    /// is terminated. A watched
    /// folder that is missing, or removed and made again (a `git checkout`), is looked for twice a
    /// second and watched again when it is back.
    struct InotifyWatcher: FileWatching {
        let folders: [String]
        let quietPeriod: Duration
        let coalescingWindow: Duration
        /// The cap on waiting for a stream of changes that never pauses. A checkout on a busy
        /// machine can take seconds: the cap is longer than polling's.
        let maximumDelay: Duration

        var methodName: String { "inotify" }

        init(
            folders: [String], quietPeriod: Duration = .milliseconds(100),
            coalescingWindow: Duration = DebounceWindow.measuredCoalescingWindow, maximumDelay: Duration = .seconds(5)
        ) {
            self.folders = folders
            self.quietPeriod = quietPeriod
            self.coalescingWindow = coalescingWindow
            self.maximumDelay = maximumDelay
        }

        func changes() throws(WatchError) -> AsyncStream<Set<String>> {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw WatchError(description: "inotify_init1 failed: \(String(cString: strerror(errno)))")
            }
            var session = InotifySession(descriptor: descriptor, roots: folders)
            for folder in folders where FolderTree.isFolder(folder) {
                do {
                    try session.watchTree(folder)
                } catch {
                    close(descriptor)
                    throw error
                }
            }
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else {
                close(descriptor)
                throw WatchError(description: "pipe failed: \(String(cString: strerror(errno)))")
            }
            let (stream, continuation) = AsyncStream.makeStream(of: Set<String>.self)
            let stopWriter = pipeEnds[1]
            continuation.onTermination = { _ in
                var byte: UInt8 = 1
                _ = write(stopWriter, &byte, 1)
                close(stopWriter)
            }
            let stopReader = pipeEnds[0]
            let window = DebounceWindow(
                quietPeriod: quietPeriod, coalescingWindow: coalescingWindow, maximumDelay: maximumDelay
            )
            let thread = Thread { [session] in
                var session = session
                session.run(stopReader: stopReader, window: window, continuation: continuation)
                close(stopReader)
                close(session.descriptor)
            }
            thread.name = "marginalia-inotify"
            thread.start()
            return stream
        }
    }

    /// The inotify descriptor and its watches; used by one thread at a time.
    struct InotifySession: Sendable {
        let descriptor: Int32
        /// The watched folders, as given.
        let roots: [String]
        /// The folder of each watch.
        private var folders: [Int32: String] = [:]

        /// How often missing roots are looked for, in milliseconds.
        private static let rootRetry: Int32 = 500

        private static let mask = UInt32(
            IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR
        )

        init(descriptor: Int32, roots: [String]) {
            self.descriptor = descriptor
            self.roots = roots
        }

        /// The roots that have no watch now.
        private var unwatchedRoots: [String] {
            let watched = Set(folders.values)
            return roots.filter { !watched.contains($0) }
        }

        /// Watches `root` and every folder below it.
        mutating func watchTree(_ root: String) throws(WatchError) {
            for folder in FolderTree.folders(in: root) {
                let watch = inotify_add_watch(descriptor, folder, Self.mask)
                guard watch >= 0 else {
                    let reason =
                        errno == ENOSPC
                        ? "the limit of inotify watches is reached (fs.inotify.max_user_watches)"
                        : String(cString: strerror(errno))
                    throw WatchError(description: "cannot watch \(folder): \(reason)")
                }
                folders[watch] = folder
            }
        }

        /// Waits for events until `stopReader` becomes readable, yielding debounced batches.
        mutating func run(
            stopReader: Int32, window: DebounceWindow, continuation: AsyncStream<Set<String>>.Continuation
        ) {
            var window = window
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                var timeout = window.timeUntilFlush(at: .now).map { Self.milliseconds($0) } ?? -1
                let missing = unwatchedRoots
                if !missing.isEmpty { timeout = timeout < 0 ? Self.rootRetry : min(timeout, Self.rootRetry) }
                var waiting = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&waiting, 2, timeout)
                if ready < 0 && errno != EINTR { break }
                if waiting[1].revents != 0 { break }
                if waiting[0].revents & Int16(POLLIN) != 0 {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count > 0 { window.add(changes(in: buffer, count: count), at: .now) }
                }
                for root in missing where FolderTree.isFolder(root) {
                    // Back: watch it and report what it holds, all of which may be new.
                    try? watchTree(root)
                    window.add([root] + FolderTree.files(in: root), at: .now)
                }
                if let batch = window.flush(at: .now) { continuation.yield(batch) }
            }
            continuation.finish()
        }

        /// The changes named by the events in the buffer; new folders are watched and their files reported.
        private mutating func changes(in buffer: [UInt8], count: Int) -> [WatchedChange] {
            var changes: [WatchedChange] = []
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (
                        bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                offset += header + length
                let name = String(decoding: nameBytes, as: UTF8.self)
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: report every watched folder, so that everything is compared.
                    changes += folders.values.map { WatchedChange($0, .other) }
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    folders[watch] = nil
                    continue
                }
                guard let folder = folders[watch] else { continue }
                if mask & UInt32(IN_MOVE_SELF) != 0 {
                    // The watch would follow the folder to wherever it went, under its old name: drop
                    // it. A subfolder moved back is watched again as new; a root, by the retry loop.
                    inotify_rm_watch(descriptor, watch)
                    folders[watch] = nil
                    changes.append(WatchedChange(folder, .other))
                    continue
                }
                guard !name.isEmpty else {
                    changes.append(WatchedChange(folder, .other))
                    continue
                }
                guard !WatchedFiles.isIgnored(name: name) else { continue }
                let path = folder + "/" + name
                changes.append(WatchedChange(path, Self.kind(of: mask)))
                if mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    try? watchTree(path)
                    changes += FolderTree.files(in: path).map { WatchedChange($0, .other) }
                }
            }
            return changes
        }

        /// Whether an event on a file leaves it whole, partial or neither.
        static func kind(of mask: UInt32) -> WatchedChange.Kind {
            if mask & UInt32(IN_ISDIR) != 0 { return .other }
            if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE) != 0 { return .complete }
            if mask & UInt32(IN_CREATE | IN_MODIFY) != 0 { return .writing }
            return .other
        }

        private static func milliseconds(_ duration: Duration) -> Int32 {
            let (seconds, attoseconds) = duration.components
            return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        }
    }
#endif
