/**
 * The site's whole style sheet, inlined by the server in a `<style>` tag so the first paint
 * needs no second request. Plain CSS with custom properties: deep blue and warm gold on a warm
 * paper white, the system's own fonts (no web fonts to wait for), a grid that goes from one
 * column on a phone to four on a wide screen, visible focus rings, and no motion for visitors
 * who ask for none.
 */
export const SITE_STYLES = `
:root{--navy:#0f2547;--blue:#1a3f7a;--gold:#c9973f;--gold-text:#8a5d14;--gold-soft:#f6ecd8;--paper:#fbf8f2;--card:#fff;--ink:#1b2333;--muted:#586275;--line:#e6dfd1;--focus:#a8741a;--danger:#b42318;--radius:14px;--wrap:1200px;--pad:clamp(16px,4vw,40px);--shadow:0 1px 2px rgb(15 37 71/.06),0 8px 24px rgb(15 37 71/.08);--font:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Helvetica Neue",Arial,sans-serif;color-scheme:light}
*,::before,::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;background:var(--paper);color:var(--ink);font:400 1rem/1.6 var(--font);-webkit-font-smoothing:antialiased}
#site-root{min-height:100vh;display:flex;flex-direction:column}
img,video{max-width:100%;height:auto;display:block}
h1,h2,h3{line-height:1.25;margin:0;color:var(--navy);letter-spacing:-.01em;text-wrap:balance}
p{margin:0}
ul,ol{margin:0;padding:0;list-style:none}
a{color:var(--blue);text-underline-offset:.2em}
a:hover{color:var(--navy)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px;border-radius:4px}
main:focus{outline:none}
.visually-hidden,.menu-toggle{position:absolute!important;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip-link{position:absolute;left:8px;top:-60px;z-index:20;background:var(--navy);color:#fff;padding:10px 16px;border-radius:8px}
.skip-link:focus{top:8px;color:#fff}
.site-notice{background:#fff4e0;border-bottom:1px solid #f0c36d;color:#5c3b00}
.site-notice-inner{max-width:var(--wrap);margin:0 auto;padding:12px var(--pad);display:flex;flex-wrap:wrap;gap:10px 16px;align-items:center;justify-content:space-between}
.site-notice p{margin:0}
.site-notice-inner>p:first-child{flex:1 1 320px}
.site-notice-actions{display:flex;flex-wrap:wrap;gap:8px}
.site-notice-actions .button{min-height:38px;padding:6px 18px;font-size:.92rem}
.site-notice-close{border:0;background:none;font-size:1.5rem;line-height:1;cursor:pointer;color:inherit;padding:4px 8px}
.site-header{background:var(--card);border-bottom:1px solid var(--line);position:relative;z-index:5}
.header-inner{max-width:var(--wrap);margin:0 auto;padding:14px var(--pad) 0;display:flex;flex-wrap:wrap;align-items:center;gap:12px 24px}
.brand{display:flex;align-items:center;gap:14px;text-decoration:none;color:var(--navy);min-width:0;margin-right:auto;padding-bottom:14px}
.brand-logo{width:48px;height:48px;flex:none}
.brand-text{display:flex;flex-direction:column;min-width:0}
.brand-title{font-weight:700;font-size:1.2rem;line-height:1.2}
.brand-subtitle{color:var(--muted);font-size:.85rem;line-height:1.3}
.header-menu{display:contents}
.language-switch{display:flex;gap:4px;padding:3px;border:1px solid var(--line);border-radius:999px;margin-bottom:14px}
.language-switch a{display:block;padding:4px 12px;border-radius:999px;font-size:.85rem;font-weight:600;text-decoration:none;color:var(--muted)}
.language-switch a:hover{color:var(--navy);background:var(--gold-soft)}
.language-switch a[aria-current]{background:var(--navy);color:#fff}
.account-links{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.account-links a{display:inline-flex;align-items:center;min-height:38px;padding:6px 16px;border:1px solid transparent;border-radius:999px;font-weight:600;font-size:.9rem;text-decoration:none;white-space:nowrap}
.header-account{margin-bottom:14px}
.header-account .account-sign-in{color:var(--navy);border-color:var(--line)}
.header-account .account-sign-in:hover{border-color:var(--navy);color:var(--navy)}
.header-account .account-register,.header-account .account-admin{background:var(--navy);color:#fff}
.header-account .account-register:hover,.header-account .account-admin:hover{background:var(--blue);color:#fff}
.site-nav{order:3;flex-basis:100%;background:var(--navy);box-shadow:0 0 0 100vmax var(--navy);clip-path:inset(0 -100vmax)}
.site-nav ul{display:flex;flex-wrap:wrap;gap:2px 4px}
.site-nav a{display:block;padding:13px 14px;color:#e9eef7;text-decoration:none;font-weight:500;font-size:.95rem;border-bottom:3px solid transparent}
.site-nav a:hover{color:#fff;border-bottom-color:rgb(201 151 63/.5)}
.site-nav a[aria-current]{color:#fff;border-bottom-color:var(--gold)}
.site-nav a:focus-visible{outline-color:var(--gold);outline-offset:-3px}
.menu-button{display:none}
@media (max-width:899px){
.header-inner{padding-bottom:0}
.brand{flex:1 1 0;padding-bottom:14px}
.brand-title{font-size:1.05rem}
.brand-subtitle{font-size:.78rem;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.hero::before{opacity:.45}
.brand-logo{width:40px;height:40px}
.menu-button{flex:none;display:inline-flex;align-items:center;gap:8px;margin-bottom:14px;padding:8px 14px;border:1px solid var(--line);border-radius:999px;cursor:pointer;font-weight:600;color:var(--navy)}
.menu-icon,.menu-icon::before,.menu-icon::after{display:block;width:18px;height:2px;background:currentColor;border-radius:2px;position:relative}
.menu-icon::before,.menu-icon::after{content:"";position:absolute;left:0}
.menu-icon::before{top:-6px}.menu-icon::after{top:6px}
.menu-toggle:focus-visible+.menu-button{outline:3px solid var(--focus);outline-offset:2px}
.menu-toggle:checked+.menu-button{background:var(--navy);color:#fff;border-color:var(--navy)}
.header-menu{display:none;flex-basis:100%;padding:0 0 16px}
.menu-toggle:checked~.header-menu{display:block}
.site-nav{box-shadow:none;clip-path:none;border-radius:var(--radius);overflow:hidden}
.site-nav ul{flex-direction:column}
.site-nav a{border-bottom:0;border-left:4px solid transparent;padding:12px 16px}
.site-nav a[aria-current]{border-left-color:var(--gold);background:rgb(255 255 255/.06)}
.language-switch{margin:12px 0 0;width:max-content}
.header-account{margin:14px 0 0}
.header-account a{min-height:44px;padding:8px 20px}
}
.site-main{flex:1;width:100%}
.page,.section{max-width:var(--wrap);margin:0 auto;padding:40px var(--pad)}
.page-head{margin-bottom:28px;max-width:820px}
.page-head h1{font-size:clamp(1.75rem,1.2rem + 2.2vw,2.6rem)}
.page-head h1::after{content:"";display:block;width:56px;height:4px;margin-top:14px;border-radius:2px;background:var(--gold)}
.page-intro{margin-top:14px;color:var(--muted);font-size:1.1rem}
.hero{position:relative;color:#fff;background:radial-gradient(120% 90% at 85% 0%,#2b5aa3 0%,transparent 55%),linear-gradient(160deg,#0f2547 0%,#163a70 60%,#1d4884 100%);overflow:hidden}
.hero::after{content:"";position:absolute;left:0;right:0;bottom:0;height:14px;background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='28' height='14'%3E%3Cpath d='M0 13h13V1H3v9h7V4H6' fill='none' stroke='%23c9973f' stroke-width='1.6'/%3E%3Cpath d='M14 1h13v12H17V4h7v6h-4' fill='none' stroke='%23c9973f' stroke-width='1.6'/%3E%3C/svg%3E") repeat-x;opacity:.75}
.hero::before{content:"";position:absolute;right:-140px;top:50%;width:620px;height:620px;transform:translateY(-50%);border-radius:50%;background:repeating-radial-gradient(circle,rgb(201 151 63/.22) 0 2px,transparent 3px 30px);-webkit-mask:radial-gradient(circle,#000 35%,transparent 70%);mask:radial-gradient(circle,#000 35%,transparent 70%)}
.hero-inner{position:relative;max-width:var(--wrap);margin:0 auto;padding:clamp(48px,9vw,104px) var(--pad) clamp(56px,9vw,112px)}
.hero h1{color:#fff;font-size:clamp(2rem,1.3rem + 3.4vw,3.4rem);max-width:18ch}
.hero-text{margin-top:18px;max-width:60ch;font-size:clamp(1.05rem,1rem + .4vw,1.25rem);color:#dbe4f3}
.hero-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:32px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 22px;border-radius:999px;border:2px solid transparent;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;transition:background .2s,color .2s,border-color .2s}
.button:disabled{opacity:.45;cursor:default}
.button-primary{background:var(--navy);color:#fff}
.button-primary:hover:not(:disabled){background:var(--blue);color:#fff}
.button-gold{background:var(--gold);color:var(--navy)}
.button-gold:hover{background:#dcae5a;color:var(--navy)}
.button-ghost{border-color:rgb(255 255 255/.55);color:#fff}
.button-ghost:hover{background:rgb(255 255 255/.1);color:#fff}
.button-ghost-dark{border-color:var(--line);background:var(--card);color:var(--navy)}
.button-ghost-dark:hover:not(:disabled){border-color:var(--navy)}
.section-title{font-size:clamp(1.35rem,1.1rem + 1vw,1.75rem);display:flex;align-items:center;gap:12px;margin-bottom:24px}
.section-title::before{content:"";width:6px;height:1.1em;border-radius:3px;background:var(--gold)}
.section-head{display:flex;align-items:center;justify-content:space-between;gap:8px 16px;flex-wrap:wrap;margin-bottom:24px}
.section-head .section-title{margin:0}
.section-link{font-weight:600;text-decoration:none;color:var(--gold-text)}
.section-tinted{max-width:none;padding-inline:0;background:linear-gradient(#f3ecdf,#f7f2e8)}
.section-inner{max-width:var(--wrap);margin:0 auto;padding-inline:var(--pad)}
.category-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));gap:16px}
.category{display:flex;gap:16px;align-items:center;height:100%;padding:14px;background:var(--card);border:1px solid var(--line);border-radius:var(--radius);text-decoration:none;color:var(--ink);transition:border-color .2s,box-shadow .2s,transform .2s}
.category:hover{border-color:var(--gold);box-shadow:var(--shadow);transform:translateY(-2px);color:var(--ink)}
.category-mark{flex:none;width:76px;height:76px;border-radius:12px;overflow:hidden}
.category-mark img{width:100%;height:100%;object-fit:cover}
.category-mark .card-initial span{font-size:2rem}
.category-text{display:flex;flex-direction:column;gap:4px;min-width:0}
.category-title{font-weight:700;color:var(--navy);font-size:1.05rem}
.category-summary{color:var(--muted);font-size:.9rem;line-height:1.45;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.card-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,250px),1fr));gap:24px}
.card{position:relative;display:flex;flex-direction:column;height:100%;background:var(--card);border:1px solid var(--line);border-radius:var(--radius);overflow:hidden;transition:transform .2s,box-shadow .2s}
.card:hover{transform:translateY(-3px);box-shadow:var(--shadow)}
.card:focus-within{outline:3px solid var(--focus);outline-offset:2px}
.card-title a:focus-visible{outline:none}
.card-media{position:relative;aspect-ratio:16/10;background:#ece5d7}
.card-media img{width:100%;height:100%;object-fit:cover}
.card-badge{position:absolute;left:12px;top:12px;padding:3px 10px;border-radius:999px;background:rgb(255 255 255/.92);color:var(--navy);font-size:.75rem;font-weight:700;letter-spacing:.02em}
.card-body{display:flex;flex-direction:column;gap:8px;padding:16px 18px 20px;flex:1}
.card-kicker{color:var(--gold-text);font-size:.8rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.card-title{font-size:1.08rem;line-height:1.35;text-wrap:pretty}
.card-title a{color:var(--navy);text-decoration:none}
.card-title a::after{content:"";position:absolute;inset:0}
.card:hover .card-title a{color:var(--blue)}
.card-summary{color:var(--muted);font-size:.92rem;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.card-meta{margin-top:auto;padding-top:6px;display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;color:var(--muted);font-size:.85rem}
.card-initial{width:100%;height:100%;display:grid;place-items:center;color:#f6e7c1;background-image:radial-gradient(circle at 100% 0,rgb(255 255 255/.14) 0 28%,transparent 29%),radial-gradient(circle at 0 100%,rgb(255 255 255/.08) 0 22%,transparent 23%),linear-gradient(135deg,var(--t1),var(--t2))}
.card-initial span{font-size:clamp(2.6rem,2rem + 2vw,3.6rem);font-weight:700;line-height:1;text-shadow:0 2px 12px rgb(0 0 0/.2)}
.tone-0{--t1:#24589f;--t2:#0f2547}.tone-1{--t1:#23787a;--t2:#0f3f46}.tone-2{--t1:#9a3a45;--t2:#5a1a24}.tone-3{--t1:#b9843a;--t2:#7a4f12}.tone-4{--t1:#6a4a8a;--t2:#321f48}.tone-5{--t1:#5d7a37;--t2:#2f4219}
.paid-tag{display:inline-flex;align-items:center;padding:2px 10px;border-radius:999px;background:var(--gold-soft);color:var(--gold-text);font-weight:700;font-size:.8rem;border:1px solid #e8d3a8}
.listing-tools{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px;margin-bottom:20px}
.search-form{flex:1;max-width:560px;min-width:min(100%,280px)}
.search-form form{display:flex;gap:8px}
input,textarea{font:inherit;color:var(--ink);width:100%;padding:11px 14px;border:1px solid #cfc5b2;border-radius:10px;background:#fff;transition:border-color .2s,box-shadow .2s}
input:focus,textarea:focus{outline:none;border-color:var(--blue);box-shadow:0 0 0 3px rgb(201 151 63/.45)}
.listing-total{color:var(--muted)}
.filter{display:flex;flex-wrap:wrap;align-items:center;gap:10px;margin-bottom:28px}
.filter-label{font-weight:600;color:var(--navy);margin-right:4px}
.filter ul{display:flex;flex-wrap:wrap;gap:8px}
.filter a{display:block;padding:6px 14px;border:1px solid var(--line);border-radius:999px;background:var(--card);text-decoration:none;color:var(--ink);font-size:.9rem}
.filter a:hover{border-color:var(--navy)}
.filter a[aria-current]{background:var(--navy);border-color:var(--navy);color:#fff}
.empty{padding:48px 24px;text-align:center;color:var(--muted);background:var(--card);border:1px dashed var(--line);border-radius:var(--radius)}
.pagination{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px;margin-top:40px}
.pagination ul{display:flex;gap:6px;flex-wrap:wrap}
.pagination li a,.page-gap{display:grid;place-items:center;min-width:42px;height:42px;padding:0 8px;border-radius:10px;text-decoration:none;font-weight:600}
.pagination li a{border:1px solid var(--line);background:var(--card);color:var(--navy)}
.pagination li a:hover{border-color:var(--navy)}
.pagination a[aria-current]{background:var(--navy);border-color:var(--navy);color:#fff}
.page-step{padding:8px 14px;font-weight:600;text-decoration:none}
span.page-step{color:#a3a9b5}
.back-link{display:inline-block;margin-bottom:14px;font-weight:600;text-decoration:none;color:var(--gold-text)}
.back-link:hover{text-decoration:underline}
.detail-meta{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:14px;color:var(--muted)}
.detail-image{margin:0 0 36px;border-radius:var(--radius);overflow:hidden;background:#ece5d7}
.detail-image img{width:100%;aspect-ratio:21/9;max-height:400px;object-fit:cover}
.detail-layout{display:grid;gap:40px;align-items:start}
@media (min-width:900px){.detail-layout{grid-template-columns:minmax(0,1fr) 320px}.detail-single{grid-template-columns:minmax(0,760px)}.detail-aside{position:sticky;top:24px;order:2}}
.detail-body{display:flex;flex-direction:column;gap:28px;min-width:0}
.prose{font-size:1.07rem;line-height:1.8;max-width:72ch}
.prose>*+*{margin-top:1em}
.prose>:first-child{margin-top:0}
.prose h2,.prose h3{margin-top:1.6em}
.prose img{border-radius:10px}
.prose blockquote{margin:1.4em 0;padding:4px 0 4px 20px;border-left:4px solid var(--gold);color:var(--muted);font-style:italic}
.prose ul{list-style:disc;padding-left:1.4em}.prose ol{list-style:decimal;padding-left:1.4em}
.media{width:100%;border-radius:var(--radius);background:#000}
.media-audio{background:none}
.facts,.paid-box{background:var(--card);border:1px solid var(--line);border-radius:var(--radius);padding:20px 22px}
.facts dl{margin:0;display:grid;gap:14px}
.facts dl>div+div{border-top:1px solid var(--line);padding-top:14px}
.facts dt{font-size:.8rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
.facts dd{margin:2px 0 0;font-weight:600;color:var(--navy)}
.detail-aside{display:grid;gap:16px}
.paid-box{background:linear-gradient(160deg,#fffaf0,var(--gold-soft));border-color:#e8d3a8}
.paid-state{display:inline-block;padding:4px 12px;border-radius:999px;background:var(--navy);color:#f6e7c1;font-weight:700;font-size:.85rem}
.paid-price{margin-top:12px;font-size:2rem;font-weight:800;color:var(--navy)}
.paid-note{margin-top:8px;color:var(--muted);font-size:.92rem}
.detail-back{margin-top:16px}
.related{padding-left:0;padding-right:0}
.book{display:flex;flex-direction:column;gap:20px;scroll-margin-top:16px}
.book-page{min-height:360px;padding:clamp(24px,5vw,56px);background:var(--card);border:1px solid var(--line);border-radius:6px var(--radius) var(--radius) 6px;box-shadow:inset 10px 0 16px -12px rgb(15 37 71/.25),var(--shadow)}
.book-nav{display:flex;align-items:center;justify-content:space-between;gap:8px}
.book-count{font-weight:700;color:var(--navy);white-space:nowrap}
.course{display:flex;flex-direction:column;gap:24px}
.course-body{display:grid;gap:24px;align-items:start}
@media (min-width:1100px){.course-body{grid-template-columns:280px minmax(0,1fr)}}
.lesson-list{display:grid;gap:8px}
.lesson-button{display:flex;gap:12px;align-items:center;width:100%;padding:10px 12px;text-align:left;font:inherit;background:var(--card);border:1px solid var(--line);border-radius:12px;cursor:pointer;color:var(--ink)}
.lesson-button:hover{border-color:var(--navy)}
.lesson-button[aria-pressed=true]{border-color:var(--navy);background:#eef2f9}
.lesson-number{flex:none;display:grid;place-items:center;width:30px;height:30px;border-radius:50%;background:var(--gold-soft);color:var(--gold-text);font-weight:700}
.lesson-button[aria-pressed=true] .lesson-number{background:var(--navy);color:#fff}
.lesson-name{display:flex;flex-direction:column;font-weight:600;line-height:1.35}
.lesson-kind{font-size:.8rem;font-weight:400;color:var(--muted)}
.lesson{display:flex;flex-direction:column;gap:16px;padding:24px;background:var(--card);border:1px solid var(--line);border-radius:var(--radius)}
.lesson-position{color:var(--gold-text);font-weight:700;font-size:.85rem}
.site-form{display:flex;flex-direction:column;gap:20px;padding:clamp(20px,4vw,32px);background:var(--card);border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow);max-width:760px}
.form-card .site-form,.info-form{max-width:760px}
.form-heading{font-size:1.35rem}
.form-fields{display:grid;gap:18px}
@media (min-width:640px){.form-fields{grid-template-columns:1fr 1fr}.field-message{grid-column:1/-1}}
.form-field{display:flex;flex-direction:column;gap:6px}
.form-field label{font-weight:600;color:var(--navy);font-size:.95rem}
.field-optional{font-weight:400;color:var(--muted)}
textarea{resize:vertical;min-height:140px}
.has-problem input,.has-problem textarea{border-color:var(--danger)}
.field-problem,.form-failure{color:var(--danger);font-size:.9rem}
.form-failure{padding:12px 16px;border-radius:10px;background:#fdecea;font-weight:600}
.form-trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.site-form .button{align-self:flex-start}
.form-sent{border-color:#b7d8c0;background:#f1f9f3}
.form-sent-title{font-size:1.25rem;font-weight:700;color:#1e6b3a}
.info-body{margin-bottom:8px}
.info .section{padding-left:0;padding-right:0}
.page.not-found{text-align:center;display:flex;flex-direction:column;align-items:center;gap:14px;padding-top:72px;padding-bottom:96px}
.not-found-code{font-size:clamp(4rem,10vw,7rem);font-weight:800;line-height:1;color:transparent;-webkit-text-stroke:2px var(--gold)}
.not-found h1{font-size:clamp(1.6rem,1.2rem + 2vw,2.3rem)}
.not-found-path{font-family:ui-monospace,Menlo,Consolas,monospace;color:var(--muted);word-break:break-all}
.site-footer{margin-top:48px;background:var(--navy);color:#cfd8e8;border-top:4px solid var(--gold)}
.footer-inner{max-width:var(--wrap);margin:0 auto;padding:40px var(--pad) 24px;display:flex;flex-wrap:wrap;justify-content:space-between;gap:32px}
.footer-brand{display:flex;gap:16px;align-items:center;max-width:420px}
.footer-brand img{width:56px;height:56px;flex:none}
.footer-title{font-weight:700;color:#fff;font-size:1.1rem}
.footer-subtitle{font-size:.9rem}
.footer-nav ul{display:grid;grid-template-columns:repeat(2,minmax(0,auto));gap:8px 32px}
.footer-nav a{color:#cfd8e8;text-decoration:none;font-size:.92rem}
.footer-nav a:hover{color:#fff;text-decoration:underline}
.footer-nav a:focus-visible,.site-footer :focus-visible{outline-color:var(--gold)}
.footer-account{align-self:flex-start}
.footer-account .account-sign-in{color:#fff;border-color:rgb(255 255 255/.45)}
.footer-account .account-sign-in:hover{background:rgb(255 255 255/.1);color:#fff}
.footer-account .account-register,.footer-account .account-admin{background:var(--gold);color:var(--navy)}
.footer-account .account-register:hover,.footer-account .account-admin:hover{background:#dcae5a;color:var(--navy)}
.footer-copyright{width:calc(100% - 2*var(--pad));max-width:calc(var(--wrap) - 2*var(--pad));margin:0 auto;padding:18px 0 28px;border-top:1px solid rgb(255 255 255/.12);font-size:.85rem;color:#9fb0cc}
@media (min-width:900px){.footer-nav ul{grid-template-columns:repeat(3,minmax(0,auto))}}
@media (max-width:639px){.page,.section{padding-top:28px;padding-bottom:28px}.card-grid{gap:16px}.book-nav .button{padding:8px 12px;white-space:nowrap}}
@media (prefers-reduced-motion:reduce){*,::before,::after{transition:none!important;animation:none!important;scroll-behavior:auto!important}.card:hover,.category:hover{transform:none}}
`
