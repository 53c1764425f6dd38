// Next.js's defaults, but for where Turbopack may read: the benchmark builds this app in a temporary folder whose
// node_modules is a link to the project's (bench/lib/blank-app.ts), and Turbopack reads nothing outside its root.
export default { turbopack: { root: '/' }, outputFileTracingRoot: '/' }
