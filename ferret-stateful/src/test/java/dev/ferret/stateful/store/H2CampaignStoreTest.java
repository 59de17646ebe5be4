package dev.ferret.stateful.store;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The campaign database on the embedded default, H2 in memory, and kept in an H2 file. */
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

    @Test
    void shouldAddASecondRunToACampaignKeptInAnH2File(@TempDir Path dir) throws Exception {
        checkTwoRunsAddToOneCampaign(CampaignLocation.parse(dir.resolve("campaign").toString(), Map.of()));
        org.junit.jupiter.api.Assertions.assertTrue(java.nio.file.Files.exists(dir.resolve("campaign.mv.db")));
    }

    @Test
    void shouldLetALaterRunRebuildTheObjectsOfAnEarlierOne(@TempDir Path dir) throws Exception {
        checkALaterRunFindsTheObjectsOfAnEarlierOne(CampaignLocation.parse(dir.resolve("c").toString(), Map.of()));
    }
}
