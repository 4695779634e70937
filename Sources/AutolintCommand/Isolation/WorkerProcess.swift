import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts the worker with `posix_spawn` and waits for it with `waitpid`. Foundation's `Process`
/// on Linux notices that a child has exited by polling its run loop, which cost every `check` 50
/// milliseconds of waiting; `waitpid` is asked every millisecond at first (every 10 once the
/// worker has run for a tenth of a second), so a check ends within a millisecond of its worker.
enum WorkerProcess {
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// `overdue` said so, and the worker was killed.
        case stopped
    }

    struct SpawnFailed: Error {
        var code: Int32
    }

    /// Runs `executable` with `arguments` and `environment`, its standard output written to the
    /// file at `standardOutput` (standard input and error are this process's), until it ends or
    /// `overdue` (asked about four times a second) says it has taken too long.
    static func run(executable: String, arguments: [String], environment: [String: String], standardOutput: String,
                    overdue: () -> Bool = { false }) throws(SpawnFailed) -> Termination {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // Sorted, so that the child's environment does not depend on dictionary order.
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        var status: Int32 = 0
        var waited = 0
        var stopped = false
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            guard reaped != -1 || errno == EINTR else { throw SpawnFailed(code: errno) }
            let pause = waited < 100_000 ? 1_000 : 10_000
            usleep(useconds_t(pause))
            waited += pause
            if !stopped, waited % 250_000 < pause, overdue() {
                kill(pid, SIGKILL)
                stopped = true
            }
        }
        if stopped { return .stopped }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
