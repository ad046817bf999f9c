/**
 * The layers of docs/architecture.md, checked on every `npm run lint` (and so on every
 * `npm test`): each rule names what a layer must never import. Imports that only bring
 * types count too: a view that names a service's type has still learned about services.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other cannot be read, tested or moved apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-depends-on-nothing',
      severity: 'error',
      comment: 'domain/ holds types and form schemas that every layer reads: it imports only zod and itself.',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '^node_modules/zod/'] },
    },
    {
      name: 'views-are-pure',
      severity: 'error',
      comment: 'views/ turn props into markup: no services, routes, HTTP plumbing, payments or database.',
      from: { path: '^views/' },
      to: { path: ['^server/', '^db/'] },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment: 'Business rules are called by pages, fragments, JSON and jobs alike: no views, routes, HTTP or Express.',
      from: { path: '^server/services/' },
      to: { path: ['^views/', '^server/routes/', '^server/http/', '^node_modules/express/', '^node_modules/express-'] },
    },
    {
      name: 'services-only-queue-mail',
      severity: 'error',
      comment:
        'Services add messages to the outbox in their own transaction; rendering and sending (server/mail, nodemailer) happen later, in the sender.',
      from: { path: '^server/services/' },
      to: { path: ['^server/mail/', '^node_modules/nodemailer/'] },
    },
    {
      name: 'mail-knows-no-http',
      severity: 'error',
      comment: 'The sender runs beside requests, not in them: no routes or HTTP plumbing.',
      from: { path: '^server/mail/' },
      to: { path: ['^server/routes/', '^server/http/', '^node_modules/express/'] },
    },
    {
      name: 'payments-know-no-http',
      severity: 'error',
      comment: 'Payment providers are called by services: no routes, HTTP plumbing or views.',
      from: { path: '^server/payments/' },
      to: { path: ['^views/', '^server/routes/', '^server/http/', '^server/services/'] },
    },
    {
      name: 'client-runs-in-the-browser',
      severity: 'error',
      comment:
        'client/ is bundled for the browser: of ours it may read domain/ and the copy in views/content/, never the server, the database or components.',
      from: { path: '^client/' },
      to: { path: ['^server/', '^db/', '^views/(?!content/)'] },
    },
    {
      name: 'db-below-the-server',
      severity: 'error',
      comment: 'db/ (schema, migrations, seed) is read by the server; it reads only domain/ types.',
      from: { path: '^db/' },
      to: { path: ['^server/', '^views/', '^client/'] },
    },
    {
      name: 'no-tests-in-the-product',
      severity: 'error',
      comment: 'Nothing that ships imports a test, a fake or a benchmark.',
      from: { path: '^(domain|server|views|client|db)/' },
      to: { path: '^(tests|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
