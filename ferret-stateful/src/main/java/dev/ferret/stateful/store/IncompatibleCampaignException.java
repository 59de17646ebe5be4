package dev.ferret.stateful.store;

import java.sql.SQLException;

/** A campaign database written by a newer, incompatible version of the schema; the message is one line. */
public final class IncompatibleCampaignException extends SQLException {

    private static final long serialVersionUID = 1L;

    IncompatibleCampaignException(String message) {
        super(message);
    }
}
