// one [ERROR] line that names the problem, no stack trace, nothing generated
def lines = new File(basedir, 'build.log').readLines()
def failures = lines.findAll { it.startsWith('[ERROR] Failed to execute goal dev.ferret:ferret-maven-plugin') }
assert failures.size() == 1 : failures
for (expected in ["timeLimit: invalid duration 'soon': use a number with a unit"]) {
    assert failures[0].contains(expected) : failures[0]
}
assert !lines.any { it.startsWith('\tat ') || it.startsWith('Caused by') } : 'a stack trace was printed'
assert !new File(basedir, 'target/generated-test-sources/ferret').exists()
true
