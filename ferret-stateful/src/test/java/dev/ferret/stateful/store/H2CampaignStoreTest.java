package dev.ferret.stateful.store;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** The campaign database on the embedded default, H2 in memory. */
class H2CampaignStoreTest extends CampaignStoreChecks {

    @Override
    CampaignStore open(int cap) throws SQLException {
        return CampaignStore.open("jdbc:h2:mem:store-test-" + System.nanoTime() + ";DB_CLOSE_DELAY=0", null, null,
                CampaignStore.DEFAULT_TIMEOUT_SECONDS, cap);
    }

    @Test
    void shouldStoreRecordedCallsAndAnswerTheInferenceAndReductionQueries() throws Exception {
        checkStoreInferenceInputSearchAndTransitions();
    }
}
