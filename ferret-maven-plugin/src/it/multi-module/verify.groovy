// each module got tests; wallet's use money's classes from the other module; the second build ran them green
def log = new File(basedir, 'build.log').text
assert log.contains('skipped: pom packaging has no classes')
for (t in ['money/target/surefire-reports/TEST-dev.sample.money.MoneyRegressionTest.xml',
           'wallet/target/surefire-reports/TEST-dev.sample.wallet.WalletRegressionTest.xml']) {
    def report = new File(basedir, t)
    assert report.isFile() : t
    def suite = new groovy.xml.XmlSlurper().parse(report)
    assert suite.@tests.toInteger() > 0 : t
    assert suite.@failures.toInteger() == 0 && suite.@errors.toInteger() == 0 : t
}
assert new File(basedir, 'wallet/target/generated-test-sources/ferret/dev/sample/wallet/WalletRegressionTest.java')
        .text.contains('dev.sample.money.Money')
true
