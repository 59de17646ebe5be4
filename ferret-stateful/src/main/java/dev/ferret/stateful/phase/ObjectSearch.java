package dev.ferret.stateful.phase;

import dev.ferret.stateful.store.CampaignStore;
import dev.ferret.stateful.store.Candidate;
import dev.ferret.stateful.store.Condition;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * Where a precondition's attack finds stored objects: objects of one of the given types whose
 * predicate breaks the clause and that satisfy the other conditions in the same state, the
 * shortest sequences first, at most the store's cap; and the value ranges that tell, without a
 * search, whether any can exist. Answered by the campaign database ({@link #of(CampaignStore)})
 * or by the recorded calls in memory ({@link RecordedObjects}).
 */
interface ObjectSearch {

    /** The objects of one of {@code types} that satisfy {@code broken} and every one of {@code also}. */
    List<Candidate> find(Condition broken, List<String> types, List<Condition> also) throws SQLException;

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
