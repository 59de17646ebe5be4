/**
 * The command line: {@link dev.ferret.cli.Main} parses arguments with picocli and runs one
 * command class per subcommand ({@link dev.ferret.cli.GenerateCommand}). The only package that
 * prints to a terminal or exits the JVM.
 */
package dev.ferret.cli;
