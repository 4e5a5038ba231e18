/**
 * The page's first script to run, on its own and as soon as it arrives (`async`, written into the page by
 * vite.config.ts), while the app's much larger script is still downloading. A page's first Intl object loads
 * the locale data every date, time and price on the page needs: 50 to 100 ms of one task on this machine, four
 * times that on Lighthouse's phone. Done here, it fills time spent waiting for the network; done by the app, it
 * would delay the first paint by as much (issue 15). Every language formats from `en-US`
 * (contract/date-format.ts), so that is the locale to load.
 */
new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(0);
