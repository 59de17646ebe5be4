package dev.ferret.examples.clock;

import java.text.NumberFormat;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;

/**
 * An amount in cents, issued when it is made.
 *
 * <p>Environment-dependent: {@code issuedOn} (the clock and the default zone), {@code amount} (the
 * default locale's currency format), {@code year} (the clock). Stable: {@code getCents},
 * {@code total}, {@code isCredit}.
 */
public final class Invoice {
    private final long cents;
    private final Date issued;

    public Invoice(long cents) {
        this.cents = cents;
        this.issued = new Date();
    }

    public long getCents() {
        return cents;
    }

    public boolean isCredit() {
        return cents < 0;
    }

    /** The amount with two decimals, whatever the locale. */
    public String total() {
        return String.format(Locale.ROOT, "%s%d.%02d", cents < 0 ? "-" : "", Math.abs(cents / 100), Math.abs(cents % 100));
    }

    public String amount() {
        return NumberFormat.getCurrencyInstance().format(cents / 100.0);
    }

    public String issuedOn() {
        return issued.toString();
    }

    public int year() {
        return Calendar.getInstance().get(Calendar.YEAR);
    }

    /** This invoice and another, issued now. */
    public Invoice plus(Invoice other) {
        return new Invoice(cents + other.cents);
    }
}
