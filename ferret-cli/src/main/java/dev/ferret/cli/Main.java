package dev.ferret.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/** Entry point: {@code ferret <command> [options]}. The only place that calls System.exit. */
@CommandLine.Command(name = "ferret", mixinStandardHelpOptions = true, version = "Ferret 0.1.0",
        description = "Generates JUnit tests for compiled Java classes and finds bugs on the way.",
        subcommands = {GenerateCommand.class, StatefulCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        System.exit(run(args, out, err));
    }

    /** Runs the command line and returns the exit code: 0 success, 1 internal error, 2 bad input. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("ferret: " + ex.getMessage());
            err.println("Try 'ferret " + commandName(ex.getCommandLine()) + " --help' for the options.");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            err.println("ferret: internal error: " + ex);
            return ExitCodes.INTERNAL_ERROR;
        });
        try {
            return cl.execute(args);
        } catch (Throwable e) { // NOPMD: an Error (out of memory) must still end in one line, not a stack trace
            err.println("ferret: internal error: " + e);
            return ExitCodes.INTERNAL_ERROR;
        }
    }

    private static String commandName(CommandLine cl) {
        String name = cl.getCommandName();
        return "ferret".equals(name) ? "" : name;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
