package dev.ferret.examples.bugs;

import java.util.Objects;

/**
 * Planted bug ({@code npe-without-null-input}): userName dereferences the user field, which stays
 * null until login is called, so {@code new Session().userName()} throws NullPointerException.
 */
public final class Session {
    private String user;

    public void login(String user) {
        this.user = Objects.requireNonNull(user, "user");
    }

    public void logout() {
        user = null;
    }

    public boolean isLoggedIn() {
        return user != null;
    }

    public String userName() {
        return user.trim(); // BUG: NullPointerException when not logged in
    }
}
