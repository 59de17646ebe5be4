package dev.ferret.guard.time;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;

/**
 * Which JDK methods read the clock and which {@code ShiftedTime} methods replace them. A static
 * method keeps its descriptor; an instance method's receiver becomes the replacement's first
 * parameter; so a call keeps its stack effect and the method's frames stay valid. Constructors are
 * listed apart: {@code new Date()} becomes {@code new Date(ShiftedTime.currentTimeMillis())} and
 * {@code new GregorianCalendar(...)} (the four constructors that take the current time) is followed
 * by {@code ShiftedTime.adjust(calendar)}.
 */
final class ClockCalls {
    /** The internal name of {@code dev.ferret.guard.boot.ShiftedTime}. */
    static final String SHIFTED_TIME = "dev/ferret/guard/boot/ShiftedTime";
    static final String DATE = "java/util/Date";
    static final String GREGORIAN_CALENDAR = "java/util/GregorianCalendar";
    /** {@code ShiftedTime.adjust(Calendar)}. */
    static final String ADJUST = "adjust";
    static final String ADJUST_DESCRIPTOR = "(Ljava/util/Calendar;)V";

    /** The classes a class must name for any of its calls to be redirected. */
    static final Set<String> OWNERS;

    /** {@code static|virtual|interface owner.name descriptor} -> replacement. */
    private static final Map<String, Handle> REDIRECTS = new HashMap<>();
    /** Descriptors of the {@code GregorianCalendar} constructors that take the current time. */
    private static final Set<String> NOW_CALENDARS = Set.of("()V", "(Ljava/util/TimeZone;)V",
            "(Ljava/util/Locale;)V", "(Ljava/util/TimeZone;Ljava/util/Locale;)V");

    static {
        redirectStatic("java/lang/System", "currentTimeMillis", "()J", "currentTimeMillis");
        redirectStatic("java/lang/System", "nanoTime", "()J", "nanoTime");
        redirectStatic("java/time/Instant", "now", "()Ljava/time/Instant;", "instantNow");
        String clock = "Ljava/time/Clock;";
        redirectStatic("java/time/Clock", "systemUTC", "()" + clock, "systemUTC");
        redirectStatic("java/time/Clock", "systemDefaultZone", "()" + clock, "systemDefaultZone");
        for (String name : new String[] {"system", "tickMillis", "tickSeconds", "tickMinutes"}) {
            redirectStatic("java/time/Clock", name, "(Ljava/time/ZoneId;)" + clock, name);
        }
        for (String type : new String[] {"java/time/LocalDate", "java/time/LocalTime", "java/time/LocalDateTime",
                "java/time/ZonedDateTime", "java/time/OffsetDateTime", "java/time/OffsetTime", "java/time/Year",
                "java/time/YearMonth", "java/time/MonthDay", "java/time/chrono/HijrahDate",
                "java/time/chrono/JapaneseDate", "java/time/chrono/MinguoDate", "java/time/chrono/ThaiBuddhistDate"}) {
            String simple = type.substring(type.lastIndexOf('/') + 1);
            String replacement = Character.toLowerCase(simple.charAt(0)) + simple.substring(1) + "Now";
            redirectStatic(type, "now", "()L" + type + ";", replacement);
            redirectStatic(type, "now", "(Ljava/time/ZoneId;)L" + type + ";", replacement);
        }
        String chronoDate = "Ljava/time/chrono/ChronoLocalDate;";
        redirectInstance(Opcodes.INVOKEINTERFACE, "java/time/chrono/Chronology", "dateNow", "()" + chronoDate);
        redirectInstance(Opcodes.INVOKEINTERFACE, "java/time/chrono/Chronology", "dateNow",
                "(Ljava/time/ZoneId;)" + chronoDate);
        redirectInstance(Opcodes.INVOKEVIRTUAL, "java/time/chrono/IsoChronology", "dateNow", "()Ljava/time/LocalDate;");
        redirectInstance(Opcodes.INVOKEVIRTUAL, "java/time/chrono/IsoChronology", "dateNow",
                "(Ljava/time/ZoneId;)Ljava/time/LocalDate;");
        for (String calendar : new String[] {"()", "(Ljava/util/TimeZone;)", "(Ljava/util/Locale;)",
                "(Ljava/util/TimeZone;Ljava/util/Locale;)"}) {
            redirectStatic("java/util/Calendar", "getInstance", calendar + "Ljava/util/Calendar;", "calendarInstance");
        }
        OWNERS = Set.of("java/lang/System", "java/time/Instant", "java/time/Clock", "java/time/LocalDate",
                "java/time/LocalTime", "java/time/LocalDateTime", "java/time/ZonedDateTime", "java/time/OffsetDateTime",
                "java/time/OffsetTime", "java/time/Year", "java/time/YearMonth", "java/time/MonthDay",
                "java/time/chrono/HijrahDate", "java/time/chrono/JapaneseDate", "java/time/chrono/MinguoDate",
                "java/time/chrono/ThaiBuddhistDate", "java/time/chrono/Chronology", "java/time/chrono/IsoChronology",
                "java/util/Calendar", DATE, GREGORIAN_CALENDAR);
    }

    private ClockCalls() {
    }

    private static void redirectStatic(String owner, String name, String descriptor, String replacement) {
        REDIRECTS.put(key(Opcodes.INVOKESTATIC, owner, name, descriptor),
                new Handle(Opcodes.H_INVOKESTATIC, SHIFTED_TIME, replacement, descriptor, false));
    }

    /** An instance method: its receiver becomes the first parameter of {@code ShiftedTime.<name>}. */
    private static void redirectInstance(int opcode, String owner, String name, String descriptor) {
        REDIRECTS.put(key(opcode, owner, name, descriptor), new Handle(Opcodes.H_INVOKESTATIC, SHIFTED_TIME, name,
                "(L" + owner + ";" + descriptor.substring(1), false));
    }

    private static String key(int opcode, String owner, String name, String descriptor) {
        return opcode + " " + owner + "." + name + descriptor;
    }

    /**
     * @param opcode the call's opcode
     * @return the static call on {@code ShiftedTime} to make instead, or null to leave the call alone
     */
    static Handle redirect(int opcode, String owner, String name, String descriptor) {
        return REDIRECTS.get(key(opcode, owner, name, descriptor));
    }

    /** Every {@code ShiftedTime} method a rewritten class may call. */
    static java.util.List<Handle> replacements() {
        java.util.List<Handle> all = new java.util.ArrayList<>(REDIRECTS.values());
        all.add(new Handle(Opcodes.H_INVOKESTATIC, SHIFTED_TIME, ADJUST, ADJUST_DESCRIPTOR, false));
        all.add(redirect(new Handle(Opcodes.H_NEWINVOKESPECIAL, DATE, "<init>", "()V", false)));
        for (String d : NOW_CALENDARS) {
            all.add(redirect(new Handle(Opcodes.H_NEWINVOKESPECIAL, GREGORIAN_CALENDAR, "<init>", d, false)));
        }
        return all;
    }

    /** Whether {@code new owner(descriptor)} is a constructor that reads the clock. */
    static boolean readsClock(String owner, String descriptor) {
        return DATE.equals(owner) && "()V".equals(descriptor)
                || GREGORIAN_CALENDAR.equals(owner) && NOW_CALENDARS.contains(descriptor);
    }

    /**
     * @return the handle to use instead of {@code handle} (a method reference such as
     *     {@code LocalDate::now} or {@code Date::new}), or {@code handle} itself
     */
    static Handle redirect(Handle handle) {
        int opcode = switch (handle.getTag()) {
            case Opcodes.H_INVOKESTATIC -> Opcodes.INVOKESTATIC;
            case Opcodes.H_INVOKEVIRTUAL -> Opcodes.INVOKEVIRTUAL;
            case Opcodes.H_INVOKEINTERFACE -> Opcodes.INVOKEINTERFACE;
            case Opcodes.H_NEWINVOKESPECIAL -> Opcodes.INVOKESPECIAL;
            default -> -1;
        };
        if (opcode == Opcodes.INVOKESPECIAL) {
            if (!readsClock(handle.getOwner(), handle.getDesc())) {
                return handle;
            }
            String made = "L" + handle.getOwner() + ";";
            String factory = DATE.equals(handle.getOwner()) ? "newDate" : "newGregorianCalendar";
            return new Handle(Opcodes.H_INVOKESTATIC, SHIFTED_TIME, factory,
                    handle.getDesc().substring(0, handle.getDesc().length() - 1) + made, false);
        }
        Handle replacement = opcode < 0 ? null : redirect(opcode, handle.getOwner(), handle.getName(), handle.getDesc());
        return replacement == null ? handle : replacement;
    }
}
