package dev.ferret.stateful.phase;

import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.Condition;
import dev.ferret.stateful.store.PairCandidate;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * Where a precondition's attack finds stored objects: objects of one of the given types whose
 * predicate breaks the clause and that satisfy the other conditions in the same state, the
 * shortest sequences first, at most the store's cap; pairs of objects with a binary predicate's value; and the value ranges that tell, without a
 * search, whether any can exist. Answered by the campaign database ({@link #of(CampaignStore)})
 * or by the recorded calls in memory ({@link RecordedObjects}).
 */
interface ObjectSearch {

    /** The objects of one of {@code types} that satisfy {@code broken} and every one of {@code also}. */
    List<Candidate> find(Condition broken, List<String> types, List<Condition> also) throws SQLException;

    /**
     * Pairs of objects of {@code types0} and {@code types1} from one stored state whose binary
     * predicate {@code name} has {@code value}, the shortest sequences first, at most the cap.
     */
    List<PairCandidate> findPairs(String name, long value, List<String> types0, List<String> types1)
            throws SQLException;

    /** Each predicate's {@code {min, max}} over the objects, by predicate name and then type. */
    Map<String, Map<String, long[]>> ranges() throws SQLException;

    /** The objects' dynamic types, in order. */
    List<String> types() throws SQLException;

    /** The campaign database's searches. */
    static ObjectSearch of(CampaignStore store) {
        return new ObjectSearch() {
            @Override
            public List<Candidate> find(Condition broken, List<String> types, List<Condition> also)
                    throws SQLException {
                return also.isEmpty() ? store.search(broken.name(), types, broken.comparison(), broken.value())
                        : store.searchSatisfying(broken.name(), types, broken.comparison(), broken.value(), also);
            }

            @Override
            public List<PairCandidate> findPairs(String name, long value, List<String> types0, List<String> types1)
                    throws SQLException {
                return store.searchPairs(name, value, types0, types1, false, null, null, 0);
            }

            @Override
            public Map<String, Map<String, long[]>> ranges() throws SQLException {
                return store.ranges();
            }

            @Override
            public List<String> types() throws SQLException {
                return store.types();
            }
        };
    }
}
