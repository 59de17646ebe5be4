package dev.ferret.stateful.store;

/**
 * A passing call stored with a replayable sequence, by any writer of the campaign: what a new test
 * needs of it to take its other inputs from it (as a template) once the sequence is rebuilt.
 *
 * @param className the class under test
 * @param routine the routine's signature
 * @param writer the writer that stored it
 * @param seq its sequence's id among that writer's
 * @param at the index of the call in the sequence
 * @param inputs the statement indices of its inputs, receiver first
 */
public record StoredCall(String className, String routine, String writer, long seq, int at, int[] inputs) {
}
