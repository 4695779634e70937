import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts the worker with `posix_spawn` and waits for it with `waitpid`. Foundation's `Process`
/// on Linux notices that a child has exited by polling its run loop, which cost every `check` 50
/// milliseconds of waiting; a blocking `waitpid` returns the moment the worker ends.
enum WorkerProcess {
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    struct SpawnFailed: Error {
        var code: Int32
    }

    /// Runs `executable` with `arguments` and `environment`, its standard output written to the
    /// file at `standardOutput` (standard input and error are this process's), until it ends.
    static func run(executable: String, arguments: [String], environment: [String: String], standardOutput: String) throws(SpawnFailed) -> Termination {
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
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SpawnFailed(code: errno) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}
