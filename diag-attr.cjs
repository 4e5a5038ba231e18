const fs=require("fs");const {SourceMapConsumer}=require("source-map-js");
const f=fs.readdirSync("dist/web/assets").find(n=>/^index-.*\.js$/.test(n));
const smc=new SourceMapConsumer(JSON.parse(fs.readFileSync("dist/web/assets/"+f+".map","utf8")));
const p=JSON.parse(fs.readFileSync("/tmp/page2.cpuprofile"));
const self=new Map();p.samples.forEach((id,i)=>self.set(id,(self.get(id)||0)+(p.timeDeltas[i]||0)));
const mod=(line,col)=>{const o=smc.originalPositionFor({line,column:col||0});return (o.source||"?").replace(/.*node_modules\//,"nm:").replace(/^(nm:(@[^/]+\/)?[^/]+).*/,"$1").replace(/.*\/work\/main\//,"");};
const tot={},fn={};
for(const n of p.nodes){const s=self.get(n.id)||0;if(!s||!n.callFrame.url.includes("/assets/index-"))continue;
 const m=mod(n.callFrame.lineNumber+1,n.callFrame.columnNumber);tot[m]=(tot[m]||0)+s;
 const k=m+" "+(n.callFrame.functionName||"(anon)");fn[k]=(fn[k]||0)+s;}
console.log("by module");Object.entries(tot).sort((a,b)=>b[1]-a[1]).slice(0,15).forEach(([k,v])=>console.log((v/1000).toFixed(1),k));
console.log("by function");Object.entries(fn).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1000).toFixed(1),k));
const by=new Map(p.nodes.map(n=>[n.id,n]));const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
for (const target of (process.env.WHO||"").split(",").filter(Boolean)) {
const stacks={};
for(const n of p.nodes){ if(n.callFrame.functionName!==target)continue; const s=self.get(n.id)||0; if(!s)continue;
  let chain=[];let q=parent.get(n.id);while(q&&chain.length<8){const pn=by.get(q);if(pn.callFrame.url.includes("/assets/index-")){chain.push(mod(pn.callFrame.lineNumber+1,pn.callFrame.columnNumber).split("/").pop()+":"+(pn.callFrame.functionName||"anon"));}q=parent.get(q);}
  const k=chain.join(" < ");stacks[k]=(stacks[k]||0)+s;}
console.log("callers of",target);Object.entries(stacks).sort((a,b)=>b[1]-a[1]).slice(0,6).forEach(([k,v])=>console.log((v/1000).toFixed(1),k));}
