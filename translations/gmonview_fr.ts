<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>QDialog</name>
    <message>
        <source>gmonview User Guide</source>
        <translation>Guide de l’utilisateur de gmonview</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%n function(s), double-click to expand</source>
        <translation>
            <numerusform>%n fonction, double-cliquer pour déplier</numerusform>
            <numerusform>%n fonctions, double-cliquer pour déplier</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;called %1 times</source>
        <translation>&lt;br&gt;appelée %1 fois</translation>
    </message>
    <message>
        <source> (+%1 by itself)</source>
        <translation> (+%1 par elle-même)</translation>
    </message>
    <message>
        <source>&lt;br&gt;A cycle: %1 functions calling each other, drawn as one node. Double-click or use the context menu to expand it.</source>
        <translation>&lt;br&gt;Un cycle : %1 fonctions qui s’appellent mutuellement, dessinées comme un seul nœud. Double-cliquer ou utiliser le menu contextuel pour le déplier.</translation>
    </message>
    <message>
        <source>%1 calls, carrying %2% of the time%3</source>
        <translation>%1 appels, portant %2 % du temps%3</translation>
    </message>
    <message>
        <source>; found in the code, never taken in the run</source>
        <translation> ; trouvé dans le code, jamais emprunté pendant l’exécution</translation>
    </message>
    <message>
        <source>Cycle %1, expanded; right-click to collapse it</source>
        <translation>Cycle %1, déplié ; clic droit pour le replier</translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>cycle %1</translation>
    </message>
    <message>
        <source>%1% (%2% self)</source>
        <translation>%1 % (%2 % propre)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2% of the time with its callees, %3% in itself</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 % du temps avec ses appelés, %3 % en elle-même</translation>
    </message>
    <message>
        <source>&lt;cycle %1 as a whole&gt;</source>
        <translation>&lt;cycle %1 dans son ensemble&gt;</translation>
    </message>
    <message>
        <source>new in New</source>
        <translation>nouvelle dans New</translation>
    </message>
    <message>
        <source>self Δ ≈ %1 s</source>
        <translation>propre Δ ≈ %1 s</translation>
    </message>
    <message>
        <source>self Δ ≈ %1%</source>
        <translation>propre Δ ≈ %1 %</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;New:&lt;/b&gt; not in Base; %1 s self time per run in New (estimated from samples)</source>
        <translation>&lt;br&gt;&lt;b&gt;New :&lt;/b&gt; absente de Base ; %1 s de temps propre par exécution dans New (estimé d&apos;après les échantillons)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Base → New&lt;/b&gt;, self time per run (estimated from samples): %1 s → %2 s, Δ %3 s</source>
        <translation>&lt;br&gt;&lt;b&gt;Base → New&lt;/b&gt;, temps propre par exécution (estimé d&apos;après les échantillons) : %1 s → %2 s, Δ %3 s</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation> (%1 %)</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1% interval of Δ: %2 s to %3 s</source>
        <translation>&lt;br&gt;Intervalle de Δ à %1 % : de %2 s à %3 s</translation>
    </message>
    <message>
        <source>&lt;br&gt;p = %1, adjusted for all functions p = %2</source>
        <translation>&lt;br&gt;p = %1, ajusté pour toutes les fonctions p = %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Too few samples to tell either way.</source>
        <translation>&lt;br&gt;Trop peu d&apos;échantillons pour conclure.</translation>
    </message>
    <message>
        <source>&lt;br&gt;A significant change.</source>
        <translation>&lt;br&gt;Un changement significatif.</translation>
    </message>
    <message>
        <source>&lt;br&gt;No significant change.</source>
        <translation>&lt;br&gt;Pas de changement significatif.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Calls per run: %1 → %2</source>
        <translation>&lt;br&gt;Appels par exécution : %1 → %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Not compared: no match in Base.</source>
        <translation>&lt;br&gt;Non comparée : pas d&apos;équivalent dans Base.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;cycle %1: +%n member(s) hidden&gt;</source>
        <translation>
            <numerusform>&lt;cycle %1 : +%n fonction masquée&gt;</numerusform>
            <numerusform>&lt;cycle %1 : +%n fonctions masquées&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;The functions of cycle %1 not drawn one by one (under the threshold or past the node budget): calls into and out of them end here.</source>
        <translation>&lt;br&gt;Les fonctions du cycle %1 qui ne sont pas dessinées une à une (sous le seuil ou au-delà du nombre maximal de nœuds) : les appels vers elles et depuis elles aboutissent ici.</translation>
    </message>
</context>
<context>
    <name>gmonview::AddressStrip</name>
    <message>
        <source>0x%1-0x%2: %3 samples</source>
        <translation>0x%1–0x%2 : %3 échantillons</translation>
    </message>
    <message>
        <source>Click to show its hottest line.</source>
        <translation>Cliquer montre sa ligne la plus chaude.</translation>
    </message>
</context>
<context>
    <name>gmonview::CallGraphView</name>
    <message>
        <source>Neighbourhood</source>
        <translation>Voisinage</translation>
    </message>
    <message>
        <source>Whole program</source>
        <translation>Programme entier</translation>
    </message>
    <message>
        <source>Draw the callers and callees of the current function, or every function above the threshold</source>
        <translation>Dessiner les appelants et les appelés de la fonction courante, ou toutes les fonctions au-dessus du seuil</translation>
    </message>
    <message>
        <source>callers </source>
        <translation>appelants </translation>
    </message>
    <message>
        <source>Levels of callers to draw</source>
        <translation>Niveaux d’appelants à dessiner</translation>
    </message>
    <message>
        <source>callees </source>
        <translation>appelés </translation>
    </message>
    <message>
        <source>Levels of callees to draw</source>
        <translation>Niveaux d’appelés à dessiner</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>hide under </source>
        <translation>masquer sous </translation>
    </message>
    <message>
        <source>Leave out functions with less than this share of the time</source>
        <translation>Omettre les fonctions qui ont moins que cette part du temps</translation>
    </message>
    <message>
        <source>static arcs</source>
        <translation>arcs statiques</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Surligner</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Fit the graph to the window</source>
        <translation>Ajuster le graphe à la fenêtre</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export Call Graph</source>
        <translation>Exporter le graphe d’appels</translation>
    </message>
    <message>
        <source>SVG (*.svg)</source>
        <translation>SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <source>Graphviz DOT (*.dot *.gv)</source>
        <translation>Graphviz DOT (*.dot *.gv)</translation>
    </message>
    <message numerus="yes">
        <source>laying out %n node(s)...</source>
        <translation>
            <numerusform>placement de %n nœud…</numerusform>
            <numerusform>placement de %n nœuds…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nœud</numerusform>
            <numerusform>%n nœuds</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 ms</source>
        <translation> · %1 ms</translation>
    </message>
    <message>
        <source> (dot&apos;s effort limited)</source>
        <translation> (effort de dot limité)</translation>
    </message>
    <message>
        <source>Call graph</source>
        <translation>Graphe d’appels</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d’écrire %1</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Zoom avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Export as &amp;SVG...</source>
        <translation>Exporter en &amp;SVG…</translation>
    </message>
    <message>
        <source>Export as &amp;PNG...</source>
        <translation>Exporter en &amp;PNG…</translation>
    </message>
    <message>
        <source>Export as &amp;DOT...</source>
        <translation>Exporter en &amp;DOT…</translation>
    </message>
    <message>
        <source>Graphviz could not lay the graph out</source>
        <translation>Graphviz n’a pas pu disposer le graphe</translation>
    </message>
    <message>
        <source>Show Cycle &amp;Members</source>
        <translation>Afficher les &amp;membres du cycle</translation>
    </message>
    <message>
        <source>Draw the functions of the current function&apos;s cycle instead of one node for the cycle</source>
        <translation>Dessiner les fonctions du cycle de la fonction courante au lieu d’un seul nœud pour le cycle</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>au plus </translation>
    </message>
    <message>
        <source>Draw at most this many functions, the busiest; a bigger graph takes longer to lay out</source>
        <translation>Dessiner au plus ce nombre de fonctions, les plus occupées ; un graphe plus grand est plus long à disposer</translation>
    </message>
    <message numerus="yes">
        <source>Show calls found in the machine code that the run never took (dashed). Off by default for graphs of more than %n function(s).</source>
        <translation>
            <numerusform>Montrer les appels trouvés dans le code machine que l&apos;exécution n&apos;a jamais pris (en tirets). Désactivé par défaut au-delà de %n fonction.</numerusform>
            <numerusform>Montrer les appels trouvés dans le code machine que l&apos;exécution n&apos;a jamais pris (en tirets). Désactivé par défaut au-delà de %n fonctions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the graph as SVG, PNG or Graphviz DOT</source>
        <translation>Enregistrer le graphe en SVG, PNG ou DOT de Graphviz</translation>
    </message>
    <message>
        <source>Cancel Layout</source>
        <translation>Annuler la disposition</translation>
    </message>
    <message>
        <source>Stop waiting for the layout and keep the graph shown (Esc)</source>
        <translation>Ne plus attendre la disposition et garder le graphe affiché (Échap)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Collapse Cycle %1</source>
        <translation>Replier le cycle %1</translation>
    </message>
    <message numerus="yes">
        <source>Show %n Hidden Function(s)</source>
        <translation>
            <numerusform>Montrer %n fonction masquée</numerusform>
            <numerusform>Montrer %n fonctions masquées</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Expand Cycle %1</source>
        <translation>&amp;Déplier le cycle %1</translation>
    </message>
    <message>
        <source>&amp;Hide Cycle %1</source>
        <translation>&amp;Masquer le cycle %1</translation>
    </message>
    <message>
        <source>&amp;Focus Here</source>
        <translation>&amp;Centrer ici</translation>
    </message>
    <message>
        <source>Make this the current function and draw its neighbourhood</source>
        <translation>En faire la fonction courante et dessiner son voisinage</translation>
    </message>
    <message>
        <source>Go to &amp;Source</source>
        <translation>Aller à la &amp;source</translation>
    </message>
    <message>
        <source>&amp;Hide This Function</source>
        <translation>&amp;Masquer cette fonction</translation>
    </message>
    <message>
        <source>&amp;Collapse Cycle %1</source>
        <translation>&amp;Replier le cycle %1</translation>
    </message>
    <message>
        <source>Copy &amp;Name</source>
        <translation>Copier le &amp;nom</translation>
    </message>
    <message>
        <source>Layout cancelled.</source>
        <translation>Disposition annulée.</translation>
    </message>
    <message>
        <source>Layout cancelled: the graph shows what it showed before.</source>
        <translation>Disposition annulée : le graphe montre ce qu&apos;il montrait avant.</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden below %1 %</source>
        <translation>
            <numerusform>%n masquée sous %1 %</numerusform>
            <numerusform>%n masquées sous %1 %</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden: the graph shows at most %1 functions</source>
        <translation>
            <numerusform>%n masquée : le graphe montre au plus %1 fonctions</numerusform>
            <numerusform>%n masquées : le graphe montre au plus %1 fonctions</numerusform>
        </translation>
    </message>
    <message>
        <source>show up to %1</source>
        <translation>en montrer jusqu&apos;à %1</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden by you</source>
        <translation>
            <numerusform>%n masquée par vous</numerusform>
            <numerusform>%n masquées par vous</numerusform>
        </translation>
    </message>
    <message>
        <source>show again</source>
        <translation>remontrer</translation>
    </message>
    <message numerus="yes">
        <source>static arcs off above %n function(s)</source>
        <translation>
            <numerusform>arcs statiques désactivés au-delà de %n fonction</numerusform>
            <numerusform>arcs statiques désactivés au-delà de %n fonctions</numerusform>
        </translation>
    </message>
    <message>
        <source>Base → New, self time per run: %1 significantly slower, %2 significantly faster, %3 no significant change or not compared; dashed: new in New. Δ ≈ is estimated from samples. Arrows: calls per run, base → new where they changed; in the colour of the function they lead to when it changed significantly.</source>
        <translation>Base → New, temps propre par exécution : %1 nettement plus lent, %2 nettement plus rapide, %3 pas de changement significatif ou non comparé ; en tirets : nouveau dans New. Δ ≈ est estimé d&apos;après les échantillons. Flèches : appels par exécution, base → new là où ils ont changé ; de la couleur de la fonction où elles mènent quand elle a changé de façon significative.</translation>
    </message>
    <message>
        <source>Only changes that are significant after the correction for testing every function (Benjamini-Hochberg, false discovery rate %1%) are coloured; the stronger the colour, the bigger the change in per cent. Hover a function for its interval and p-value.</source>
        <translation>Seuls les changements significatifs après correction pour le test de toutes les fonctions (Benjamini-Hochberg, taux de fausses découvertes %1 %) sont colorés ; plus la couleur est forte, plus le changement en pour cent est grand. Survolez une fonction pour son intervalle et sa valeur p.</translation>
    </message>
    <message>
        <source>%1 calls per run in New; no such call in Base</source>
        <translation>%1 appels par exécution dans New ; pas d&apos;appel de ce genre dans Base</translation>
    </message>
    <message>
        <source>%1 calls per run in New, into or out of a cycle drawn as one node: not compared</source>
        <translation>%1 appels par exécution dans New, vers ou depuis un cycle dessiné comme un seul nœud : non comparés</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Calls per run: %1 in Base, %2 in New (counted, not estimated)</source>
        <translation>Appels par exécution : %1 dans Base, %2 dans New (comptés, non estimés)</translation>
    </message>
    <message>
        <source>%1 slower %2 faster %3 no significant change; Δ ≈ estimated</source>
        <translation>%1 plus lente %2 plus rapide %3 pas de changement significatif ; Δ ≈ estimé</translation>
    </message>
</context>
<context>
    <name>gmonview::CallListModel</name>
    <message>
        <source>&lt;spontaneous&gt;</source>
        <translation>&lt;spontané&gt;</translation>
    </message>
    <message>
        <source>No recorded caller: called from code without -pg (such as the C library calling main) or from outside the profiled range</source>
        <translation>Aucun appelant enregistré : appelée depuis du code sans -pg (comme la bibliothèque C qui appelle main) ou hors de la plage profilée</translation>
    </message>
    <message>
        <source>Recursive calls of the function to itself</source>
        <translation>Appels récursifs de la fonction à elle-même</translation>
    </message>
    <message>
        <source>A call inside cycle %1; no time is propagated between its members</source>
        <translation>Un appel à l’intérieur du cycle %1 ; aucun temps n’est propagé entre ses membres</translation>
    </message>
    <message>
        <source>self</source>
        <translation>propre</translation>
    </message>
    <message>
        <source>children</source>
        <translation>enfants</translation>
    </message>
    <message>
        <source>called</source>
        <translation>appelée</translation>
    </message>
    <message>
        <source>caller</source>
        <translation>appelant</translation>
    </message>
    <message>
        <source>callee</source>
        <translation>appelé</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Calls per run: %1 in Base, %2 in New. Calls are counted, not estimated.</source>
        <translation>Appels par exécution : %1 dans Base, %2 dans New. Les appels sont comptés, non estimés.</translation>
    </message>
    <message numerus="yes">
        <source>No such call in Base; %1 calls in New, over its %n run(s).</source>
        <translation>
            <numerusform>Pas d&apos;appel de ce genre dans Base ; %1 appels dans New, sur sa %n exécution.</numerusform>
            <numerusform>Pas d&apos;appel de ce genre dans Base ; %1 appels dans New, sur ses %n exécutions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::CallTreeModel</name>
    <message>
        <source>Calls along this arc: exact (counted by the profiled program)</source>
        <translation>Appels le long de cet arc : exacts (comptés par le programme profilé)</translation>
    </message>
    <message>
        <source>Estimated: gmon.out records no call stacks, so this path&apos;s share is gprof&apos;s assumption (time shared among callers by their calls)</source>
        <translation>Estimé : gmon.out n&apos;enregistre pas de piles d&apos;appels, la part de ce chemin suit donc l&apos;hypothèse de gprof (temps partagé entre les appelants selon leurs appels)</translation>
    </message>
    <message>
        <source>gprof&apos;s figure: sampled time, shared one call level by call counts</source>
        <translation>Valeur de gprof : temps échantillonné, partagé sur un niveau d&apos;appel selon les nombres d&apos;appels</translation>
    </message>
    <message>
        <source>Function (callees below)</source>
        <translation>Fonction (appelées en dessous)</translation>
    </message>
    <message>
        <source>Function (callers below)</source>
        <translation>Fonction (appelants en dessous)</translation>
    </message>
    <message>
        <source>Total (s)</source>
        <translation>Total (s)</translation>
    </message>
    <message>
        <source>Self (s)</source>
        <translation>Propre (s)</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Appels</translation>
    </message>
    <message>
        <source>Italic figures are estimates: beyond one call level gmon.out has no data</source>
        <translation>Les valeurs en italique sont des estimations : au-delà d&apos;un niveau d&apos;appel, gmon.out n&apos;a pas de données</translation>
    </message>
    <message>
        <source>Inlined code: mcount never runs for it, so there is no call count. Its time is the samples in its code, taken from the function it is part of.</source>
        <translation>Code intégré : mcount ne s’exécute jamais pour lui, il n’a donc pas de nombre d’appels. Son temps est celui des échantillons dans son code, pris à la fonction dont il fait partie.</translation>
    </message>
</context>
<context>
    <name>gmonview::CallTreeView</name>
    <message>
        <source>Each function along each call path. Figures in &lt;i&gt;italics&lt;/i&gt; are estimated: gmon.out records no call stacks, so past one call level a path&apos;s time is gprof&apos;s assumption (a function&apos;s time shared among its callers by their calls). Calls are exact.</source>
        <translation>Chaque fonction le long de chaque chemin d&apos;appel. Les valeurs en &lt;i&gt;italique&lt;/i&gt; sont estimées : gmon.out n&apos;enregistre pas de piles d&apos;appels, donc au-delà d&apos;un niveau d&apos;appel le temps d&apos;un chemin est l&apos;hypothèse de gprof (le temps d&apos;une fonction partagé entre ses appelants selon leurs appels). Les appels sont exacts.</translation>
    </message>
    <message>
        <source>Where the time is spent, then who called it. Figures in &lt;i&gt;italics&lt;/i&gt; are estimated: past the first callers, a path&apos;s share is gprof&apos;s assumption (a function&apos;s time shared among its callers by their calls). Calls are exact.</source>
        <translation>Où le temps est passé, puis qui l&apos;a appelé. Les valeurs en &lt;i&gt;italique&lt;/i&gt; sont estimées : au-delà des premiers appelants, la part d&apos;un chemin est l&apos;hypothèse de gprof (le temps d&apos;une fonction partagé entre ses appelants selon leurs appels). Les appels sont exacts.</translation>
    </message>
</context>
<context>
    <name>gmonview::CallersCalleesView</name>
    <message>
        <source>Callers</source>
        <translation>Appelants</translation>
    </message>
    <message>
        <source>Callees</source>
        <translation>Appelés</translation>
    </message>
    <message>
        <source>No function selected</source>
        <translation>Aucune fonction sélectionnée</translation>
    </message>
    <message>
        <source>called %1+%2 times</source>
        <translation>appelée %1+%2 fois</translation>
    </message>
    <message>
        <source>called %1 times</source>
        <translation>appelée %1 fois</translation>
    </message>
    <message>
        <source>no calls recorded</source>
        <translation>aucun appel enregistré</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2% of the time with its callees &amp;nbsp; self %3 s, children %4 s, %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2 % du temps avec ses appelés &amp;nbsp; propre %3 s, enfants %4 s, %5</translation>
    </message>
    <message>
        <source> &amp;nbsp; member of cycle %1</source>
        <translation> &amp;nbsp; membre du cycle %1</translation>
    </message>
</context>
<context>
    <name>gmonview::CompareModel</name>
    <message>
        <source>slower</source>
        <translation>plus lente</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>plus rapide</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>supprimée</translation>
    </message>
    <message>
        <source>too few samples</source>
        <translation>trop peu d&apos;échantillons</translation>
    </message>
    <message>
        <source>no significant change</source>
        <translation>pas de changement significatif</translation>
    </message>
    <message>
        <source>Only in New: %1 s per run.</source>
        <translation>Seulement dans New : %1 s par exécution.</translation>
    </message>
    <message>
        <source>Only in Base: %1 s per run.</source>
        <translation>Seulement dans Base : %1 s par exécution.</translation>
    </message>
    <message>
        <source>Self time per run: %1 s in Base, %2 s in New.</source>
        <translation>Temps propre par exécution : %1 s dans Base, %2 s dans New.</translation>
    </message>
    <message>
        <source>The difference is %1 s per run; with %2% confidence it lies between %3 s and %4 s.</source>
        <translation>La différence est de %1 s par exécution ; avec %2 % de confiance, elle se situe entre %3 s et %4 s.</translation>
    </message>
    <message>
        <source>Too few samples on both sides: no difference could be told from noise.</source>
        <translation>Trop peu d&apos;échantillons des deux côtés : aucune différence ne se distinguerait du bruit.</translation>
    </message>
    <message>
        <source>p = %1, adjusted for the number of functions compared: %2.</source>
        <translation>p = %1, ajusté pour le nombre de fonctions comparées : %2.</translation>
    </message>
    <message>
        <source>Calls per run: %1 in Base, %2 in New (exact).</source>
        <translation>Appels par exécution : %1 dans Base, %2 dans New (exacts).</translation>
    </message>
    <message>
        <source>function</source>
        <translation>fonction</translation>
    </message>
    <message>
        <source>base s</source>
        <translation>base s</translation>
    </message>
    <message>
        <source>new s</source>
        <translation>new s</translation>
    </message>
    <message>
        <source>Δ s</source>
        <translation>Δ s</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>interval</source>
        <translation>intervalle</translation>
    </message>
    <message>
        <source>p (adj.)</source>
        <translation>p (ajusté)</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>verdict</translation>
    </message>
    <message>
        <source>base calls</source>
        <translation>appels base</translation>
    </message>
    <message>
        <source>new calls</source>
        <translation>appels new</translation>
    </message>
    <message>
        <source>Self seconds per run: the mean over the side&apos;s runs</source>
        <translation>Secondes propres par exécution : la moyenne sur les exécutions du côté</translation>
    </message>
    <message>
        <source>New minus Base, in self seconds per run</source>
        <translation>New moins Base, en secondes propres par exécution</translation>
    </message>
    <message>
        <source>The difference as a share of Base&apos;s time for the function</source>
        <translation>La différence en part du temps de Base pour la fonction</translation>
    </message>
    <message>
        <source>Where the difference lies with %1% confidence (sampling noise and run-to-run spread)</source>
        <translation>Où se situe la différence avec %1 % de confiance (bruit d&apos;échantillonnage et dispersion entre exécutions)</translation>
    </message>
    <message>
        <source>The chance of a difference this large from noise alone, adjusted for the number of functions compared (Benjamini-Hochberg)</source>
        <translation>La probabilité d&apos;une différence aussi grande due au seul bruit, ajustée pour le nombre de fonctions comparées (Benjamini-Hochberg)</translation>
    </message>
    <message>
        <source>Slower or faster when the difference is significant; see the user guide</source>
        <translation>Plus lente ou plus rapide quand la différence est significative ; voir le guide</translation>
    </message>
    <message>
        <source>Calls per run; exact counts, so any change is real</source>
        <translation>Appels par exécution ; comptes exacts, donc tout changement est réel</translation>
    </message>
</context>
<context>
    <name>gmonview::ComparePanel</name>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Base runs</source>
        <translation>Exécutions de Base</translation>
    </message>
    <message>
        <source>The runs of Base, the side compared against. Uncheck one to leave it out; drop gmon files here to add more.</source>
        <translation>Les exécutions de Base, le côté de référence. Décochez-en une pour l&apos;écarter ; déposez ici des fichiers gmon pour en ajouter.</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>Base : %1</translation>
    </message>
    <message>
        <source>Base: not summed:
%1</source>
        <translation>Base : non additionnés :
%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s), %2 s per run)</source>
        <translation>
            <numerusform>%1 (%n exécution, %2 s par exécution)</numerusform>
            <numerusform>%1 (%n exécutions, %2 s par exécution)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Base&lt;/b&gt; %1 &amp;nbsp; against &amp;nbsp; &lt;b&gt;New&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Base&lt;/b&gt; %1 &amp;nbsp; contre &amp;nbsp; &lt;b&gt;New&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background:%1&quot;&gt;&amp;nbsp;%2 slower&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background:%3&quot;&gt;&amp;nbsp;%4 faster&amp;nbsp;&lt;/span&gt; &amp;nbsp; significant at %5% (false discoveries held to %6%); intervals are %7%. The rest could be noise.</source>
        <translation>&lt;span style=&quot;background:%1&quot;&gt;&amp;nbsp;%2 plus lentes&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background:%3&quot;&gt;&amp;nbsp;%4 plus rapides&amp;nbsp;&lt;/span&gt; &amp;nbsp; significatives au seuil de %5 % (fausses découvertes limitées à %6 %) ; intervalles à %7 %. Le reste pourrait être du bruit.</translation>
    </message>
    <message>
        <source>Stopped comparing: %1 is open now; Base (%2) was compared with %3.</source>
        <translation>Comparaison arrêtée : %1 est ouvert maintenant ; Base (%2) était comparé à %3.</translation>
    </message>
</context>
<context>
    <name>gmonview::DiagnosticsView</name>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <source>What it means: %1</source>
        <translation>Ce que cela signifie : %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Remède : %1</translation>
    </message>
    <message>
        <source>Open a program and its runs: the doctor checks that the runs belong to the program and that the profile can be trusted.</source>
        <translation>Ouvrez un programme et ses exécutions : le diagnostic vérifie que les exécutions appartiennent au programme et que le profil est fiable.</translation>
    </message>
    <message>
        <source>No findings: the runs were written by this program and hold enough samples.</source>
        <translation>Aucune constatation : les exécutions viennent de ce programme et contiennent assez d’échantillons.</translation>
    </message>
    <message>
        <source>Numbers wrong: </source>
        <translation>Chiffres faux : </translation>
    </message>
    <message>
        <source>1 finding makes the numbers wrong; read it first.</source>
        <translation>1 constatation rend les chiffres faux ; lisez-la d’abord.</translation>
    </message>
    <message numerus="yes">
        <source>%n findings make the numbers wrong; read them first.</source>
        <translation>
            <numerusform>%n constatation rend les chiffres faux ; lisez-la d’abord.</numerusform>
            <numerusform>%n constatations rendent les chiffres faux ; lisez-les d’abord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing makes the numbers wrong; 1 caution below.</source>
        <translation>Rien ne rend les chiffres faux ; 1 mise en garde ci-dessous.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing makes the numbers wrong; %n cautions below.</source>
        <translation>
            <numerusform>Rien ne rend les chiffres faux ; %n mise en garde ci-dessous.</numerusform>
            <numerusform>Rien ne rend les chiffres faux ; %n mises en garde ci-dessous.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::DisassemblyView</name>
    <message>
        <source>Intel</source>
        <translation>Intel</translation>
    </message>
    <message>
        <source>AT&amp;T</source>
        <translation>AT&amp;T</translation>
    </message>
    <message>
        <source>The syntax of x86 instructions</source>
        <translation>La syntaxe des instructions x86</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n instruction(s), 0x%2-0x%3</source>
        <translation>
            <numerusform>%1 : %n instruction, 0x%2-0x%3</numerusform>
            <numerusform>%1 : %n instructions, 0x%2-0x%3</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 bytes per bin</source>
        <translation>, %1 octets par case</translation>
    </message>
    <message>
        <source>, no histogram</source>
        <translation>, pas d’histogramme</translation>
    </message>
    <message>
        <source>No line information (built without -g, or stripped): no source lines.</source>
        <translation>Pas d’informations de lignes (compilé sans -g, ou strippé) : pas de lignes de source.</translation>
    </message>
    <message>
        <source>No DWARF functions: inlined functions are not shown.</source>
        <translation>Pas de fonctions DWARF : les fonctions intégrées (inline) ne sont pas montrées.</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) are not instructions: data in the code, or an executable that is not the one that wrote the runs.</source>
        <translation>
            <numerusform>%n octet n’est pas une instruction : des données dans le code, ou un exécutable autre que celui qui a écrit les exécutions.</numerusform>
            <numerusform>%n octets ne sont pas des instructions : des données dans le code, ou un exécutable autre que celui qui a écrit les exécutions.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 calls were recorded where no call instruction returns: an executable that is not the one that wrote the runs.</source>
        <translation>%1 appels ont été enregistrés là où aucune instruction d’appel ne revient : un exécutable autre que celui qui a écrit les exécutions.</translation>
    </message>
</context>
<context>
    <name>gmonview::DisplayFormat</name>
    <message>
        <source>%1 %</source>
        <comment>a share of the total</comment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>gmonview::EmptyHint</name>
    <message>
        <source>Drop a program and its gmon files, or gmon files alone, to open them</source>
        <translation>Déposez un programme et ses fichiers gmon, ou des fichiers gmon seuls, pour les ouvrir</translation>
    </message>
    <message>
        <source>Open a program and its gmon files with File &gt; Open (Ctrl+O), or drop them here. A gmon file alone opens with the program beside it.</source>
        <translation>Ouvrez un programme et ses fichiers gmon avec Fichier &gt; Ouvrir (Ctrl+O), ou déposez-les ici. Un fichier gmon seul s’ouvre avec le programme à côté de lui.</translation>
    </message>
</context>
<context>
    <name>gmonview::FlameGraphView</name>
    <message>
        <source>Top-down (icicle)</source>
        <translation>Descendant (stalactites)</translation>
    </message>
    <message>
        <source>Bottom-up (inverted)</source>
        <translation>Ascendant (inversé)</translation>
    </message>
    <message>
        <source>Top-down: the program&apos;s entry points at the top, what they call below. Bottom-up: the functions that spend the time at the top, their callers below.</source>
        <translation>Descendant : les points d&apos;entrée du programme en haut, ce qu&apos;ils appellent en dessous. Ascendant : les fonctions qui passent le temps en haut, leurs appelants en dessous.</translation>
    </message>
    <message>
        <source>By self time</source>
        <translation>Par temps propre</translation>
    </message>
    <message>
        <source>By source file</source>
        <translation>Par fichier source</translation>
    </message>
    <message>
        <source>Colour a frame by the share of its time spent in the function itself (stronger: more), or by the function&apos;s source file</source>
        <translation>Colorer un cadre selon la part de son temps passée dans la fonction elle-même (plus soutenu : plus), ou selon le fichier source de la fonction</translation>
    </message>
    <message>
        <source>Search functions</source>
        <translation>Chercher des fonctions</translation>
    </message>
    <message>
        <source>Highlight the frames whose function name contains this text</source>
        <translation>Mettre en évidence les cadres dont le nom de fonction contient ce texte</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Réinitialiser le zoom</translation>
    </message>
    <message>
        <source>Show every path again (click a frame to zoom to it)</source>
        <translation>Montrer de nouveau tous les chemins (un clic sur un cadre zoome dessus)</translation>
    </message>
    <message>
        <source>Widths beyond the first call level are estimated from call counts (gprof&apos;s assumption): gmon.out records no call stacks.</source>
        <translation>Les largeurs au-delà du premier niveau d&apos;appel sont estimées à partir des nombres d&apos;appels (hypothèse de gprof) : gmon.out n&apos;enregistre pas de piles d&apos;appels.</translation>
    </message>
    <message>
        <source>1 match, %1% of the time</source>
        <translation>1 correspondance, %1 % du temps</translation>
    </message>
    <message numerus="yes">
        <source>%n matches, %1% of the time</source>
        <translation>
            <numerusform>%n correspondance, %1 % du temps</numerusform>
            <numerusform>%n correspondances, %1 % du temps</numerusform>
        </translation>
    </message>
    <message>
        <source>Paths carrying under 0.001% of the time (%1 in all) are not drawn: their time is shown as part of their parent.</source>
        <translation>Les chemins portant moins de 0,001 % du temps (%1 en tout) ne sont pas dessinés : leur temps apparaît dans leur parent.</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 échantillons</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>none sampled</source>
        <translation>aucun échantillon</translation>
    </message>
    <message>
        <source>%1 ± %2 (sampled, √N)</source>
        <translation>%1 ± %2 (échantillonné, √N)</translation>
    </message>
    <message>
        <source>Calls into it along this path: none counted (an entry point: its callers are unknown)</source>
        <translation>Appels le long de ce chemin : aucun compté (un point d&apos;entrée : ses appelants sont inconnus)</translation>
    </message>
    <message>
        <source>Calls into it along this path: within its cycle (not counted by path)</source>
        <translation>Appels le long de ce chemin : dans son cycle (non comptés par chemin)</translation>
    </message>
    <message>
        <source>Calls into it along this path: %1 (exact, counted)</source>
        <translation>Appels le long de ce chemin : %1 (exacts, comptés)</translation>
    </message>
    <message>
        <source>Self time here: in its members, below</source>
        <translation>Temps propre ici : dans ses membres, en dessous</translation>
    </message>
    <message>
        <source>Self time here: %1, all of it along this path</source>
        <translation>Temps propre ici : %1, entièrement le long de ce chemin</translation>
    </message>
    <message>
        <source>Self time here: none sampled</source>
        <translation>Temps propre ici : aucun échantillon</translation>
    </message>
    <message>
        <source>Self time here: %1 (estimated: its self time shared by call counts)</source>
        <translation>Temps propre ici : %1 (estimé : son temps propre partagé selon les nombres d&apos;appels)</translation>
    </message>
    <message>
        <source>Total time here: %1 (estimated)</source>
        <translation>Temps total ici : %1 (estimé)</translation>
    </message>
    <message>
        <source>Self time here: %1</source>
        <translation>Temps propre ici : %1</translation>
    </message>
    <message>
        <source>Calls along this path: into its member %1, not counted by path</source>
        <translation>Appels le long de ce chemin : vers son membre %1, non comptés par chemin</translation>
    </message>
    <message>
        <source>Calls from it into %1 along this path: %2 (exact, counted)</source>
        <translation>Appels de celle-ci vers %1 le long de ce chemin : %2 (exacts, comptés)</translation>
    </message>
    <message>
        <source>Self time of %1 reached through this path: %2 (estimated: shared by call counts)</source>
        <translation>Temps propre de %1 atteint par ce chemin : %2 (estimé : partagé selon les nombres d&apos;appels)</translation>
    </message>
    <message>
        <source>Of which from no known caller: %1 (estimated)</source>
        <translation>Dont sans appelant connu : %1 (estimé)</translation>
    </message>
    <message>
        <source>%1% of the program&apos;s time</source>
        <translation>%1 % du temps du programme</translation>
    </message>
    <message>
        <source>Its members&apos; whole self time: %1</source>
        <translation>Temps propre entier de ses membres : %1</translation>
    </message>
    <message>
        <source>Its whole self time: %1</source>
        <translation>Son temps propre entier : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) too narrow to draw one by one, %1 together (estimated). Click their caller to zoom in.</source>
        <translation>
            <numerusform>%n cadre trop étroit pour être dessiné seul, %1 en tout (estimé). Cliquez sur son appelant pour zoomer.</numerusform>
            <numerusform>%n cadres trop étroits pour être dessinés un à un, %1 en tout (estimé). Cliquez sur leur appelant pour zoomer.</numerusform>
        </translation>
    </message>
    <message>
        <source>No time was sampled: there is nothing to draw.</source>
        <translation>Aucun temps n&apos;a été échantillonné : il n&apos;y a rien à dessiner.</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n de plus</numerusform>
            <numerusform>%n de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Inlined code: mcount never runs for it, so there is no call count. Its time is the samples in its code, taken from the function it is part of.</source>
        <translation>Code intégré : mcount ne s’exécute jamais pour lui, il n’a donc pas de nombre d’appels. Son temps est celui des échantillons dans son code, pris à la fonction dont il fait partie.</translation>
    </message>
    <message>
        <source>Inlined at %1:%2</source>
        <translation>Intégrée à %1:%2</translation>
    </message>
</context>
<context>
    <name>gmonview::FlatProfileFilter</name>
    <message>
        <source>Not a regular expression: %1 at character %2</source>
        <translation>Pas une expression régulière : %1 au caractère %2</translation>
    </message>
</context>
<context>
    <name>gmonview::FlatProfileModel</name>
    <message>
        <source>%1 samples: the time is known to about ±%2 samples (±%3%)%4</source>
        <translation>%1 échantillons : le temps est connu à environ ±%2 échantillons près (±%3 %)%4</translation>
    </message>
    <message>
        <source>, too few samples to trust</source>
        <translation>, trop peu d’échantillons pour s’y fier</translation>
    </message>
    <message>
        <source>% time</source>
        <translation>% temps</translation>
    </message>
    <message>
        <source>cumul. %1</source>
        <translation>cumul. %1</translation>
    </message>
    <message>
        <source>self %1</source>
        <translation>propre %1</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>appels</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>échantillons</translation>
    </message>
    <message>
        <source>± %1</source>
        <translation>± %1</translation>
    </message>
    <message>
        <source>± %</source>
        <translation>± %</translation>
    </message>
    <message>
        <source>function</source>
        <translation>fonction</translation>
    </message>
    <message>
        <source>Share of all samples spent in the function itself</source>
        <translation>Part de tous les échantillons passés dans la fonction elle-même</translation>
    </message>
    <message>
        <source>Running total of self time in %1, in gprof&apos;s order</source>
        <translation>Total cumulé du temps propre en %1, dans l’ordre de gprof</translation>
    </message>
    <message>
        <source>Time in the function itself, in %1, from the samples</source>
        <translation>Temps passé dans la fonction elle-même, en %1, d’après les échantillons</translation>
    </message>
    <message>
        <source>Calls from other functions (blank if it was not compiled with -pg)</source>
        <translation>Appels depuis d’autres fonctions (vide si elle n’a pas été compilée avec -pg)</translation>
    </message>
    <message>
        <source>Self time per call</source>
        <translation>Temps propre par appel</translation>
    </message>
    <message>
        <source>Self time plus callees&apos; time, per call</source>
        <translation>Temps propre plus temps des appelés, par appel</translation>
    </message>
    <message>
        <source>Profiling clock ticks that landed in the function</source>
        <translation>Tops de l’horloge de profilage tombés dans la fonction</translation>
    </message>
    <message>
        <source>Sampling error: about √N samples for N samples, in %1</source>
        <translation>Erreur d’échantillonnage : environ √N échantillons pour N échantillons, en %1</translation>
    </message>
    <message>
        <source>Sampling error as a share of the time; italic rows have fewer than %1 samples</source>
        <translation>Erreur d’échantillonnage en part du temps ; les lignes en italique ont moins de %1 échantillons</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>%1% of the samples, as gprof&apos;s report says</source>
        <translation>%1 % des échantillons, comme le dit le rapport de gprof</translation>
    </message>
    <message>
        <source>%1% of the samples. gprof&apos;s report says %2%: it shares each bin&apos;s samples out over a bin width rounded down, so its shares can add up to more than 100%.</source>
        <translation>%1 % des échantillons. Le rapport de gprof dit %2 % : il répartit les échantillons de chaque intervalle sur une largeur d&apos;intervalle arrondie vers le bas, si bien que ses parts peuvent dépasser 100 % au total.</translation>
    </message>
    <message numerus="yes">
        <source>%1 s a run on average, %2 s standard deviation over %n run(s)</source>
        <translation>
            <numerusform>%1 s par exécution en moyenne, écart type de %2 s sur %n exécution</numerusform>
            <numerusform>%1 s par exécution en moyenne, écart type de %2 s sur %n exécutions</numerusform>
        </translation>
    </message>
    <message>
        <source>Noisier than sampling: its time varies %1 times as much as sampling alone explains.</source>
        <translation>Plus bruitée que l&apos;échantillonnage : son temps varie %1 fois plus que ce que l&apos;échantillonnage seul explique.</translation>
    </message>
    <message>
        <source>Too few samples a run to judge its spread.</source>
        <translation>Trop peu d&apos;échantillons par exécution pour juger de sa dispersion.</translation>
    </message>
    <message>
        <source>%1% noisy</source>
        <translation>%1 % bruitée</translation>
    </message>
    <message>
        <source>sd/run %1</source>
        <translation>é.-t./exéc. %1</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>How much the function&apos;s time varies from run to run: the standard deviation of its %1 per run, over the runs summed</source>
        <translation>Combien le temps de la fonction varie d&apos;une exécution à l&apos;autre : l&apos;écart type de ses %1 par exécution, sur les exécutions additionnées</translation>
    </message>
    <message>
        <source>Coefficient of variation: the standard deviation from run to run as a share of the mean. &quot;noisy&quot; marks functions whose time varies more than sampling alone explains.</source>
        <translation>Coefficient de variation : l&apos;écart type d&apos;une exécution à l&apos;autre rapporté à la moyenne. « bruitée » signale les fonctions dont le temps varie plus que ce que l&apos;échantillonnage seul explique.</translation>
    </message>
    <message>
        <source>self %1/call</source>
        <translation>propre %1/appel</translation>
    </message>
    <message>
        <source>total %1/call</source>
        <translation>total %1/appel</translation>
    </message>
    <message>
        <source>CV %</source>
        <translation>CV %</translation>
    </message>
    <message>
        <source>self/call</source>
        <translation>propre/appel</translation>
    </message>
    <message>
        <source>total/call</source>
        <translation>total/appel</translation>
    </message>
    <message>
        <source>A piece GCC split off from %1: its samples and calls are counted under %1.</source>
        <translation>Un morceau que GCC a détaché de %1 : ses échantillons et ses appels sont comptés sous %1.</translation>
    </message>
    <message>
        <source>Counted here with what GCC split off from it (gprof&apos;s report counts each piece under the function before it): %1</source>
        <translation>Compté ici avec ce que GCC en a détaché (le rapport de gprof compte chaque morceau sous la fonction qui le précède) : %1</translation>
    </message>
    <message>
        <source>%1, inlined into %2</source>
        <translation>%1, intégrée dans %2</translation>
    </message>
    <message>
        <source>%1, inlined into %2 at %3</source>
        <translation>%1, intégrée dans %2 à %3</translation>
    </message>
    <message>
        <source>%1, into %2</source>
        <translation>%1, dans %2</translation>
    </message>
    <message>
        <source>%1, into %2 at %3</source>
        <translation>%1, dans %2 à %3</translation>
    </message>
    <message>
        <source>Inlined code: mcount never runs for it, so there is no call count. Its time is the samples in its code, taken from the function it is part of.</source>
        <translation>Code intégré : mcount ne s’exécute jamais pour lui, il n’a donc pas de nombre d’appels. Son temps est celui des échantillons dans son code, pris à la fonction dont il fait partie.</translation>
    </message>
    <message>
        <source>inlined</source>
        <translation>intégrée</translation>
    </message>
    <message>
        <source>Inlined code: gcov counts its lines, not entries into it (Show Lines gives them).</source>
        <translation>Code intégré : gcov compte ses lignes, pas les entrées dans celui-ci (Afficher les lignes les donne).</translation>
    </message>
    <message numerus="yes">
        <source>The line ran %1 times (gcov, %n run(s)).</source>
        <translation>
            <numerusform>La ligne s’est exécutée %1 fois (gcov, %n exécution).</numerusform>
            <numerusform>La ligne s’est exécutée %1 fois (gcov, %n exécutions).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Entered %1 times (gcov, %n run(s)).</source>
        <translation>
            <numerusform>Entrée %1 fois (gcov, %n exécution).</numerusform>
            <numerusform>Entrée %1 fois (gcov, %n exécutions).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples over %2 executions: %3 ns each, ±%4 ns from sampling (√N)%5</source>
        <translation>%1 échantillons sur %2 exécutions : %3 ns chacune, ±%4 ns d’échantillonnage (√N)%5</translation>
    </message>
    <message>
        <source>; the line&apos;s samples in all its places</source>
        <translation> ; les échantillons de la ligne à tous ses emplacements</translation>
    </message>
    <message>
        <source>%1 ±%2</source>
        <translation>%1 ±%2</translation>
    </message>
    <message>
        <source>%1 of its %2 lines with code ran at least once (gcov).</source>
        <translation>%1 de ses %2 lignes de code se sont exécutées au moins une fois (gcov).</translation>
    </message>
    <message>
        <source>%1/%2 lines</source>
        <translation>%1/%2 lignes</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>exécutions</translation>
    </message>
    <message>
        <source>ns/execution</source>
        <translation>ns/exécution</translation>
    </message>
    <message>
        <source>ns/exec.</source>
        <translation>ns/exéc.</translation>
    </message>
    <message>
        <source>lines run</source>
        <translation>lignes exécutées</translation>
    </message>
    <message>
        <source>Exact counts from GCC&apos;s coverage data (gcov): times a function was entered, or (Show Lines) a line ran</source>
        <translation>Comptes exacts tirés des données de couverture de GCC (gcov) : nombre d’entrées dans une fonction, ou (Afficher les lignes) d’exécutions d’une ligne</translation>
    </message>
    <message>
        <source>Self time over the exact executions, in nanoseconds, with the sampling error (√N of the samples). It holds for the build the samples were taken on (Diagnostics says which).</source>
        <translation>Temps propre divisé par les exécutions exactes, en nanosecondes, avec l’erreur d’échantillonnage (√N des échantillons). Il vaut pour la compilation sur laquelle les échantillons ont été pris (Diagnostics dit laquelle).</translation>
    </message>
    <message>
        <source>Lines with code that ran at least once, of the function&apos;s lines with code (gcov)</source>
        <translation>Lignes de code exécutées au moins une fois, parmi les lignes de code de la fonction (gcov)</translation>
    </message>
</context>
<context>
    <name>gmonview::GroupedProfileModel</name>
    <message>
        <source>(unknown file)</source>
        <translation>(fichier inconnu)</translation>
    </message>
    <message>
        <source>(global)</source>
        <translation>(global)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 s of sampled self time in %n function(s), summed exactly</source>
        <translation>
            <numerusform>%1 : %2 s de temps propre échantillonné dans %n fonction, somme exacte</numerusform>
            <numerusform>%1 : %2 s de temps propre échantillonné dans %n fonctions, somme exacte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 s ± %3 s (sampled)</source>
        <translation>%1
%2 s ± %3 s (échantillonné)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Self (s)</source>
        <translation>Propre (s)</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pourcentage</translation>
    </message>
    <message>
        <source>Functions</source>
        <translation>Fonctions</translation>
    </message>
</context>
<context>
    <name>gmonview::Icons</name>
    <message>
        <source>Clear text</source>
        <translation>Effacer le texte</translation>
    </message>
</context>
<context>
    <name>gmonview::InstructionModel</name>
    <message numerus="yes">
        <source>%1 to %n functions</source>
        <translation>
            <numerusform>%1 vers %n fonction</numerusform>
            <numerusform>%1 vers %n fonctions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>%1 calls to %2</source>
        <translation>%1 appels de %2</translation>
    </message>
    <message>
        <source>Exact: the runs recorded each call with the place it returns to.</source>
        <translation>Exact : les exécutions ont enregistré chaque appel avec l’endroit où il revient.</translation>
    </message>
    <message>
        <source>The runs recorded these calls in one place with calls from the next instructions (the same callee): the count is for all of them.</source>
        <translation>Les exécutions ont enregistré ces appels au même endroit que des appels des instructions suivantes (vers la même fonction) : le nombre vaut pour tous.</translation>
    </message>
    <message>
        <source> (in %1)</source>
        <translation> (dans %1)</translation>
    </message>
    <message>
        <source>in %1, inlined at %2:%3</source>
        <translation>dans %1, intégrée en %2:%3</translation>
    </message>
    <message>
        <source>%1 samples, %2 s, %3% of the time</source>
        <translation>%1 échantillons, %2 s, %3 % du temps</translation>
    </message>
    <message>
        <source>Its bin also covers code outside the function: its share of the bin&apos;s samples is a guess, by bytes.</source>
        <translation>Sa case couvre aussi du code hors de la fonction : sa part des échantillons de la case est estimée, par octets.</translation>
    </message>
    <message>
        <source>Its bin also covers code of another inlined function: its share of the bin&apos;s samples is a guess, by bytes.</source>
        <translation>Sa case couvre aussi le code d’une autre fonction intégrée : sa part des échantillons de la case est estimée, par octets.</translation>
    </message>
    <message>
        <source>Not an instruction: data in the code, or an executable that is not the one that wrote the runs.</source>
        <translation>Pas une instruction : des données dans le code, ou un exécutable autre que celui qui a écrit les exécutions.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>adresse</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>échantillons</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>appels</translation>
    </message>
    <message>
        <source>instruction</source>
        <translation>instruction</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>The histogram&apos;s samples on the instruction&apos;s bytes. A bin covers %1 bytes: a bin over several instructions is shared among them by bytes, and * marks a share where the bin also covers other code.</source>
        <translation>Les échantillons de l’histogramme sur les octets de l’instruction. Une case couvre %1 octets : une case sur plusieurs instructions est partagée entre elles par octets, et * marque une part où la case couvre aussi d’autre code.</translation>
    </message>
    <message>
        <source>The runs have no histogram.</source>
        <translation>Les exécutions n’ont pas d’histogramme.</translation>
    </message>
    <message>
        <source>The calls made from the instruction, exact: the runs recorded each call with where it returns to. Functions inlined here have none of their own: mcount never runs for them.</source>
        <translation>Les appels faits depuis l’instruction, exacts : les exécutions ont enregistré chaque appel avec l’endroit où il revient. Les fonctions intégrées ici n’en ont pas en propre : mcount ne s’exécute jamais pour elles.</translation>
    </message>
    <message>
        <source>The source line (DWARF&apos;s line table), and the function inlined there</source>
        <translation>La ligne de source (table de lignes DWARF), et la fonction intégrée là</translation>
    </message>
    <message>
        <source>%1 calls to %2, entered by a tail call (a jump) of the function called here: the runs record them here</source>
        <translation>%1 appels de %2, atteinte par un appel terminal (un saut) de la fonction appelée ici : les exécutions les enregistrent ici</translation>
    </message>
</context>
<context>
    <name>gmonview::MainWindow</name>
    <message>
        <source>gmonview</source>
        <translation>gmonview</translation>
    </message>
    <message>
        <source>Loading was cancelled; the profile shown is the one before.</source>
        <translation>Le chargement a été annulé ; le profil affiché est le précédent.</translation>
    </message>
    <message>
        <source>Callers and Callees</source>
        <translation>Appelants et appelés</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>The runs summed into the profile. Uncheck one to leave it out; drop gmon files on the window to add more.</source>
        <translation>Les exécutions additionnées dans le profil. En décocher une pour l’exclure ; déposer des fichiers gmon sur la fenêtre pour en ajouter.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Add Runs...</source>
        <translation>&amp;Ajouter des exécutions…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Add gmon files to the sum</source>
        <translation>Ajouter des fichiers gmon à la somme</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save Sum As...</source>
        <translation>&amp;Enregistrer la somme sous…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export Report...</source>
        <translation>E&amp;xporter le rapport…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>Show &amp;Unused Functions</source>
        <translation>Afficher les fonctions &amp;inutilisées</translation>
    </message>
    <message>
        <source>Also list functions with no samples and no calls</source>
        <translation>Lister aussi les fonctions sans échantillons ni appels</translation>
    </message>
    <message>
        <source>Show &amp;Lines</source>
        <translation>Afficher les &amp;lignes</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>List source lines instead of functions (gprof -l)</source>
        <translation>Lister les lignes de source au lieu des fonctions (gprof -l)</translation>
    </message>
    <message>
        <source>Filter by Regular E&amp;xpression</source>
        <translation>Filtrer par e&amp;xpression régulière</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Aller</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Go To Function...</source>
        <translation>Aller à la &amp;fonction…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>&amp;About gmonview</source>
        <translation>À &amp;propos de gmonview</translation>
    </message>
    <message>
        <source>About gmonview</source>
        <translation>À propos de gmonview</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;gmonview&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;A viewer for GNU gprof profiles. Its numbers are gprof&apos;s: &lt;tt&gt;gmonview report -b&lt;/tt&gt; prints what &lt;tt&gt;gprof -b&lt;/tt&gt; prints.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;gmonview&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Un visualiseur de profils GNU gprof. Ses chiffres sont ceux de gprof : &lt;tt&gt;gmonview report -b&lt;/tt&gt; affiche ce qu’affiche &lt;tt&gt;gprof -b&lt;/tt&gt;.&lt;/p&gt;&lt;p&gt;Licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Filter functions</source>
        <translation>Filtrer les fonctions</translation>
    </message>
    <message>
        <source>&amp;Filter Functions</source>
        <translation>&amp;Filtrer les fonctions</translation>
    </message>
    <message>
        <source>.*</source>
        <translation>.*</translation>
    </message>
    <message>
        <source>Filter by regular expression</source>
        <translation>Filtrer par expression régulière</translation>
    </message>
    <message>
        <source> Top </source>
        <translation> Premiers </translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Show only the functions that make up this share of the time</source>
        <translation>N’afficher que les fonctions qui font cette part du temps</translation>
    </message>
    <message>
        <source>Not summed:
%1</source>
        <translation>Non additionné :
%1</translation>
    </message>
    <message>
        <source>%1 - gmonview</source>
        <translation>%1 – gmonview</translation>
    </message>
    <message>
        <source>No runs summed</source>
        <translation>Aucune exécution additionnée</translation>
    </message>
    <message>
        <source>No profile open</source>
        <translation>Aucun profil ouvert</translation>
    </message>
    <message numerus="yes">
        <source>%1 samples in %n run(s) · %2 Hz · %3 %4 in all · %5 samples outside any function</source>
        <translation>
            <numerusform>%1 échantillons en %n exécution · %2 Hz · %3 %4 en tout · %5 échantillons hors de toute fonction</numerusform>
            <numerusform>%1 échantillons en %n exécutions · %2 Hz · %3 %4 en tout · %5 échantillons hors de toute fonction</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation>Ajouter des exécutions</translation>
    </message>
    <message>
        <source>Save Sum As</source>
        <translation>Enregistrer la somme sous</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>Texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Go To Function</source>
        <translation>Aller à la fonction</translation>
    </message>
    <message>
        <source>Function name</source>
        <translation>Nom de la fonction</translation>
    </message>
    <message>
        <source>No function named %1</source>
        <translation>Aucune fonction nommée %1</translation>
    </message>
    <message>
        <source>G&amp;raph</source>
        <translation>G&amp;raphe</translation>
    </message>
    <message>
        <source>Show &amp;%1 Panel</source>
        <translation>Afficher le panneau &amp;%1</translation>
    </message>
    <message>
        <source>Flat &amp;Profile</source>
        <translation>Profil p&amp;lat</translation>
    </message>
    <message>
        <source>&amp;Callers and Callees</source>
        <translation>&amp;Appelants et appelés</translation>
    </message>
    <message>
        <source>Call G&amp;raph</source>
        <translation>&amp;Graphe d’appels</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>S&amp;ource</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>&amp;Exécutions</translation>
    </message>
    <message>
        <source>No program beside %1 could have written it. Open the program with File &gt; Open, or drop it together with its gmon files: a gmon file cannot be read without its executable.</source>
        <translation>Aucun programme à côté de %1 n’a pu l’écrire. Ouvrez le programme avec Fichier &gt; Ouvrir, ou déposez-le avec ses fichiers gmon : un fichier gmon ne se lit pas sans son exécutable.</translation>
    </message>
    <message>
        <source>Opened with %1, the program beside the run that could have written it</source>
        <translation>Ouvert avec %1, le programme à côté de l’exécution qui a pu l’écrire</translation>
    </message>
    <message>
        <source>Flat profile</source>
        <translation>Profil plat</translation>
    </message>
    <message>
        <source>Profiles (%1);;All files (*)</source>
        <translation>Profils (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>C++ &amp;Names</source>
        <translation>&amp;Noms C++</translation>
    </message>
    <message>
        <source>&amp;Whole</source>
        <translation>&amp;Entiers</translation>
    </message>
    <message>
        <source>Templates to Depth &amp;0</source>
        <translation>Templates jusqu’à la profondeur &amp;0</translation>
    </message>
    <message>
        <source>Templates to Depth &amp;1</source>
        <translation>Templates jusqu’à la profondeur &amp;1</translation>
    </message>
    <message>
        <source>Templates to Depth &amp;2</source>
        <translation>Templates jusqu’à la profondeur &amp;2</translation>
    </message>
    <message>
        <source>How long C++ names are shown; the whole name is in each tooltip</source>
        <translation>Longueur des noms C++ affichés ; le nom entier figure dans chaque infobulle</translation>
    </message>
    <message>
        <source>Escape clears the filter</source>
        <translation>Échap vide le filtre</translation>
    </message>
    <message>
        <source>&amp;Remove Run</source>
        <translation>&amp;Retirer l’exécution</translation>
    </message>
    <message>
        <source>Take the selected run off the list and sum the others</source>
        <translation>Retirer l’exécution choisie de la liste et sommer les autres</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>Open a program, its gmon files, or both</source>
        <translation>Ouvrir un programme, ses fichiers gmon, ou les deux</translation>
    </message>
    <message>
        <source>Show Callers and C&amp;allees</source>
        <translation>Afficher &amp;appelants et appelés</translation>
    </message>
    <message>
        <source>Go to &amp;Source</source>
        <translation>Aller à la &amp;source</translation>
    </message>
    <message>
        <source>Show in &amp;Graph</source>
        <translation>Afficher dans le &amp;graphe</translation>
    </message>
    <message>
        <source>Open a Program or Its Runs</source>
        <translation>Ouvrir un programme ou ses exécutions</translation>
    </message>
    <message>
        <source>All files (*);;Profiles (%1)</source>
        <translation>Tous les fichiers (*);;Profils (%1)</translation>
    </message>
    <message>
        <source>Compare &amp;With Base...</source>
        <translation>&amp;Comparer avec Base…</translation>
    </message>
    <message>
        <source>Compare With: the Base Program or Its Runs</source>
        <translation>Comparer avec : le programme de base ou ses exécutions</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Compare what is open (New) with other runs (Base): a program and its runs, or runs alone</source>
        <translation>Comparer ce qui est ouvert (New) à d&apos;autres exécutions (Base) : un programme et ses exécutions, ou des exécutions seules</translation>
    </message>
    <message>
        <source>S&amp;top Comparing</source>
        <translation>Arrê&amp;ter la comparaison</translation>
    </message>
    <message>
        <source>Base Runs</source>
        <translation>Exécutions de Base</translation>
    </message>
    <message>
        <source>New Runs</source>
        <translation>Exécutions de New</translation>
    </message>
    <message>
        <source>Comparing with %1: the views show New; the table, the difference from Base</source>
        <translation>Comparaison avec %1 : les vues montrent New ; le tableau, la différence avec Base</translation>
    </message>
    <message>
        <source>Move to &amp;Base</source>
        <translation>Déplacer vers &amp;Base</translation>
    </message>
    <message>
        <source>Take the selected run out of New and add it to Base</source>
        <translation>Retirer l&apos;exécution choisie de New et l&apos;ajouter à Base</translation>
    </message>
    <message>
        <source>Move to &amp;New</source>
        <translation>Déplacer vers &amp;New</translation>
    </message>
    <message>
        <source>Take the selected run out of Base and add it to New</source>
        <translation>Retirer l&apos;exécution choisie de Base et l&apos;ajouter à New</translation>
    </message>
    <message>
        <source>Runs × Functions</source>
        <translation>Exécutions × fonctions</translation>
    </message>
    <message>
        <source>Runs × Fu&amp;nctions</source>
        <translation>Exécutions × fo&amp;nctions</translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation>&amp;Diagnostic</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Diagnostic (%1)</translation>
    </message>
    <message>
        <source>F&amp;lame Graph</source>
        <translation>Graphe en fla&amp;mmes</translation>
    </message>
    <message>
        <source>&amp;Top-Down Tree</source>
        <translation>Arbre des&amp;cendant</translation>
    </message>
    <message>
        <source>Bott&amp;om-Up Tree</source>
        <translation>Arb&amp;re ascendant</translation>
    </message>
    <message>
        <source>Tree&amp;map</source>
        <translation>Carte ar&amp;borescente</translation>
    </message>
    <message>
        <source>Flame Graph</source>
        <translation>Graphe en flammes</translation>
    </message>
    <message>
        <source>Treemap</source>
        <translation>Carte arborescente</translation>
    </message>
    <message>
        <source>Top-Down</source>
        <translation>Descendant</translation>
    </message>
    <message>
        <source>Bottom-Up</source>
        <translation>Ascendant</translation>
    </message>
    <message>
        <source>Flat profile by group</source>
        <translation>Profil plat par groupe</translation>
    </message>
    <message>
        <source>Export &amp;Profile As</source>
        <translation>Exporter le &amp;profil sous</translation>
    </message>
    <message>
        <source>The profile shown (the runs ticked, the graph as drawn) in another tool&apos;s format</source>
        <translation>Le profil affiché (les exécutions cochées, le graphe tel que dessiné) au format d&apos;un autre outil</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Exporter en %1</translation>
    </message>
    <message>
        <source>%1 (*.%2);;All files (*)</source>
        <translation>%1 (*.%2);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation>
            <numerusform>%n fonction</numerusform>
            <numerusform>%n fonctions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n line(s)</source>
        <translation>
            <numerusform>%1 sur %n ligne</numerusform>
            <numerusform>%1 sur %n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n function(s)</source>
        <translation>
            <numerusform>%1 sur %n fonction</numerusform>
            <numerusform>%1 sur %n fonctions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2 (%n run(s))</source>
        <translation>
            <numerusform>%1 dans %2 (%n exécution)</numerusform>
            <numerusform>%1 dans %2 (%n exécutions)</numerusform>
        </translation>
    </message>
    <message>
        <source>Com&amp;parison</source>
        <translation>Tab&amp;leau comparatif</translation>
    </message>
    <message numerus="yes">
        <source>No gmon.out beside %1, but %n gmon files: tick the runs to sum, or add them later with File &gt; Add Runs.</source>
        <translation>
            <numerusform>Pas de gmon.out à côté de %1, mais %n fichier gmon : cochez les exécutions à sommer, ou ajoutez-les plus tard avec Fichier &gt; Ajouter des exécutions.</numerusform>
            <numerusform>Pas de gmon.out à côté de %1, mais %n fichiers gmon : cochez les exécutions à sommer, ou ajoutez-les plus tard avec Fichier &gt; Ajouter des exécutions.</numerusform>
        </translation>
    </message>
    <message>
        <source>No gmon.out or other gmon file beside %1: drop gmon files on the window to add runs.</source>
        <translation>Ni gmon.out ni autre fichier gmon à côté de %1 : déposez des fichiers gmon sur la fenêtre pour ajouter des exécutions.</translation>
    </message>
    <message>
        <source>Show &amp;Inlined Functions</source>
        <translation>Afficher les fonctions inté&amp;grées</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>List the functions inlined into others as rows of their own, and show them as frames in the trees and the flame graph: samples only, no call counts (needs the program&apos;s debug information)</source>
        <translation>Lister les fonctions intégrées dans d’autres comme des lignes à part, et les montrer comme cadres dans les arbres et le graphe en flammes : échantillons seulement, sans nombres d’appels (demande les informations de débogage du programme)</translation>
    </message>
    <message numerus="yes">
        <source>executions of %n run(s) (gcov)</source>
        <translation>
            <numerusform>exécutions de %n lancement (gcov)</numerusform>
            <numerusform>exécutions de %n lancements (gcov)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the program first: coverage data (%1) gives counts of a program&apos;s lines, shown beside its profile.</source>
        <translation>Ouvrez d’abord le programme : les données de couverture (%1) donnent les comptes des lignes d’un programme, affichés à côté de son profil.</translation>
    </message>
    <message>
        <source>Add &amp;Coverage...</source>
        <translation>Ajouter la co&amp;uverture…</translation>
    </message>
    <message>
        <source>Add GCC&apos;s coverage data (.gcda files of a -pg --coverage build): exact executions beside the samples</source>
        <translation>Ajouter les données de couverture de GCC (fichiers .gcda d’une compilation -pg --coverage) : les exécutions exactes à côté des échantillons</translation>
    </message>
    <message>
        <source>Add Coverage</source>
        <translation>Ajouter la couverture</translation>
    </message>
    <message>
        <source>Coverage data (*.gcda);;All files (*)</source>
        <translation>Données de couverture (*.gcda);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>gmonview::MessageBar</name>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Détails</translation>
    </message>
    <message>
        <source>List every warning</source>
        <translation>Lister tous les avertissements</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) while reading this profile; its figures are shown as far as they could be read.</source>
        <translation>
            <numerusform>%n avertissement en lisant ce profil ; ses chiffres sont montrés autant qu’ils ont pu être lus.</numerusform>
            <numerusform>%n avertissements en lisant ce profil ; ses chiffres sont montrés autant qu’ils ont pu être lus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::ProfileDocument</name>
    <message>
        <source>Internal error in a background job: %1</source>
        <translation>Erreur interne dans une tâche de fond : %1</translation>
    </message>
    <message>
        <source>Internal error in a background job</source>
        <translation>Erreur interne dans une tâche de fond</translation>
    </message>
    <message>
        <source>No profile is open</source>
        <translation>Aucun profil n’est ouvert</translation>
    </message>
    <message>
        <source>No coverage data (.gcda) under %1: build the program with -pg --coverage and run it, then add the folder it was built in.</source>
        <translation>Aucune donnée de couverture (.gcda) sous %1 : compilez le programme avec -pg --coverage et lancez-le, puis ajoutez le dossier où il a été compilé.</translation>
    </message>
</context>
<context>
    <name>gmonview::RunChooser</name>
    <message>
        <source>Runs Beside %1</source>
        <translation>Exécutions à côté de %1</translation>
    </message>
    <message numerus="yes">
        <source>No gmon.out beside %1, but %n gmon files, told by their contents (GMON_OUT_PREFIX=run writes run.PID). Sum the ticked ones:</source>
        <translation>
            <numerusform>Pas de gmon.out à côté de %1, mais %n fichier gmon, reconnu à son contenu (GMON_OUT_PREFIX=run écrit run.PID). Sommer ceux qui sont cochés :</numerusform>
            <numerusform>Pas de gmon.out à côté de %1, mais %n fichiers gmon, reconnus à leur contenu (GMON_OUT_PREFIX=run écrit run.PID). Sommer ceux qui sont cochés :</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &amp;All</source>
        <translation>&amp;Tout cocher</translation>
    </message>
    <message>
        <source>Tick &amp;None</source>
        <translation>&amp;Rien cocher</translation>
    </message>
    <message>
        <source>&amp;Open 1 Run</source>
        <translation>&amp;Ouvrir 1 exécution</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Open %n Runs</source>
        <translation>
            <numerusform>&amp;Ouvrir %n exécution</numerusform>
            <numerusform>&amp;Ouvrir %n exécutions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::RunMatrixModel</name>
    <message>
        <source>stable</source>
        <translation>stable</translation>
    </message>
    <message>
        <source>noisier than sampling</source>
        <translation>plus bruitée que l&apos;échantillonnage</translation>
    </message>
    <message>
        <source>too few samples</source>
        <translation>trop peu d&apos;échantillons</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>une exécution</translation>
    </message>
    <message>
        <source>Its time varies from run to run no more than sampling alone explains (dispersion %1).</source>
        <translation>Son temps ne varie pas d&apos;une exécution à l&apos;autre plus que ce que l&apos;échantillonnage seul explique (dispersion %1).</translation>
    </message>
    <message>
        <source>Its time varies from run to run %1 times as much as sampling alone explains: something else changes between runs (input, machine load, caches).</source>
        <translation>Son temps varie d&apos;une exécution à l&apos;autre %1 fois plus que ce que l&apos;échantillonnage seul explique : autre chose change entre les exécutions (entrée, charge de la machine, caches).</translation>
    </message>
    <message>
        <source>Under 10 samples a run: too few to tell its spread from sampling&apos;s.</source>
        <translation>Moins de 10 échantillons par exécution : trop peu pour distinguer sa dispersion de celle de l&apos;échantillonnage.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;in run %2:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;dans l&apos;exécution %2 :</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Exécution %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 s (%2 samples)</source>
        <translation>%1 s (%2 échantillons)</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 appels</translation>
    </message>
    <message>
        <source>the other runs: %1 s on average</source>
        <translation>les autres exécutions : %1 s en moyenne</translation>
    </message>
    <message>
        <source>%1 standard deviations above the other runs</source>
        <translation>%1 écarts types au-dessus des autres exécutions</translation>
    </message>
    <message>
        <source>%1 standard deviations below the other runs</source>
        <translation>%1 écarts types en dessous des autres exécutions</translation>
    </message>
    <message>
        <source>An outlier: this run is unlike the others here.</source>
        <translation>Une valeur aberrante : cette exécution ne ressemble pas aux autres ici.</translation>
    </message>
    <message>
        <source>Odd: much longer than the other runs.</source>
        <translation>Anormale : bien plus longue que les autres exécutions.</translation>
    </message>
    <message>
        <source>Odd: much shorter than the other runs.</source>
        <translation>Anormale : bien plus courte que les autres exécutions.</translation>
    </message>
    <message>
        <source>Odd: its calls differ where the other runs agree (another input?).</source>
        <translation>Anormale : ses appels diffèrent là où les autres exécutions concordent (une autre entrée ?).</translation>
    </message>
    <message>
        <source>%1 (static, in %2)</source>
        <translation>%1 (statique, dans %2)</translation>
    </message>
    <message>
        <source>The slowest run spent %1 s more here than the runs&apos; mean (%2 s).</source>
        <translation>L&apos;exécution la plus lente a passé ici %1 s de plus que la moyenne des exécutions (%2 s).</translation>
    </message>
    <message>
        <source>%1 runs like these (%2 s of profile) would bring this function&apos;s error under ±%3 % at 95 %; there are %4.</source>
        <translation>%1 exécutions comme celles-ci (%2 s de profil) ramèneraient l&apos;erreur de cette fonction sous ±%3 % à 95 % ; il y en a %4.</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Exécution entière</translation>
    </message>
    <message>
        <source>Each run&apos;s every sample: how long the runs were, and whether one is odd.</source>
        <translation>Tous les échantillons de chaque exécution : leur durée, et si l&apos;une est anormale.</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 calls</source>
        <translation>%1 : %2 s, %3 appels</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>mean s</source>
        <translation>moyenne s</translation>
    </message>
    <message>
        <source>sd s</source>
        <translation>é.-t. s</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>CV</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>dispersion</translation>
    </message>
    <message>
        <source>imbalance s</source>
        <translation>déséquilibre s</translation>
    </message>
    <message>
        <source>runs ±5%</source>
        <translation>exéc. ±5 %</translation>
    </message>
    <message>
        <source>runs ±1%</source>
        <translation>exéc. ±1 %</translation>
    </message>
    <message>
        <source>Seconds per run, averaged over the runs</source>
        <translation>Secondes par exécution, en moyenne sur les exécutions</translation>
    </message>
    <message>
        <source>Standard deviation of the seconds per run</source>
        <translation>Écart type des secondes par exécution</translation>
    </message>
    <message>
        <source>Coefficient of variation: the standard deviation as a share of the mean</source>
        <translation>Coefficient de variation : l&apos;écart type rapporté à la moyenne</translation>
    </message>
    <message>
        <source>Whether the runs differ more than sampling alone explains (√N per run)</source>
        <translation>Si les exécutions diffèrent plus que ce que l&apos;échantillonnage seul explique (√N par exécution)</translation>
    </message>
    <message>
        <source>How much longer the slowest run was than the mean: sort by it to find the functions whose time varies most across runs</source>
        <translation>De combien l&apos;exécution la plus lente dépasse la moyenne : triez par cette colonne pour trouver les fonctions dont le temps varie le plus d&apos;une exécution à l&apos;autre</translation>
    </message>
    <message>
        <source>Runs needed for the mean to be within ±%1 % at 95 %, from the samples per run and the spread seen</source>
        <translation>Exécutions nécessaires pour que la moyenne soit à ±%1 % près à 95 %, d&apos;après les échantillons par exécution et la dispersion observée</translation>
    </message>
</context>
<context>
    <name>gmonview::RunMatrixView</name>
    <message>
        <source>Flat Profile&apos;s Order</source>
        <translation>Ordre du profil plat</translation>
    </message>
    <message>
        <source>Functions in the flat profile&apos;s order, under its filter</source>
        <translation>Les fonctions dans l&apos;ordre du profil plat, avec son filtre</translation>
    </message>
    <message>
        <source>Most Imbalanced First</source>
        <translation>Les plus déséquilibrées d&apos;abord</translation>
    </message>
    <message>
        <source>The functions whose time varies most across runs first: by how much longer the slowest run was than the mean</source>
        <translation>D&apos;abord les fonctions dont le temps varie le plus d&apos;une exécution à l&apos;autre : selon l&apos;écart entre l&apos;exécution la plus lente et la moyenne</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Exécutions :</translation>
    </message>
    <message>
        <source>As Summed</source>
        <translation>Dans l&apos;ordre additionné</translation>
    </message>
    <message>
        <source>Longest First</source>
        <translation>La plus longue d&apos;abord</translation>
    </message>
    <message>
        <source>Most Departing First</source>
        <translation>La plus éloignée d&apos;abord</translation>
    </message>
    <message>
        <source>The order of the run columns. &quot;Most departing&quot; is for the current function: the run furthest above the others first.</source>
        <translation>L&apos;ordre des colonnes d&apos;exécutions. « La plus éloignée » vaut pour la fonction courante : l&apos;exécution la plus au-dessus des autres d&apos;abord.</translation>
    </message>
    <message>
        <source>Compress Columns</source>
        <translation>Comprimer les colonnes</translation>
    </message>
    <message>
        <source>A narrow strip of colour per run, for many runs; the seconds are in each cell&apos;s tooltip</source>
        <translation>Une étroite bande de couleur par exécution, pour de nombreuses exécutions ; les secondes sont dans l&apos;infobulle de chaque cellule</translation>
    </message>
    <message>
        <source>Open two runs of the program or more (or drop them on the window) to see how they differ: which run was odd, which functions vary more than sampling explains, and how many runs are enough.</source>
        <translation>Ouvrez au moins deux exécutions du programme (ou déposez-les sur la fenêtre) pour voir en quoi elles diffèrent : quelle exécution était anormale, quelles fonctions varient plus que ce que l&apos;échantillonnage explique, et combien d&apos;exécutions suffisent.</translation>
    </message>
    <message>
        <source>Functions over the runs</source>
        <translation>Fonctions sur les exécutions</translation>
    </message>
    <message>
        <source>Seconds per run</source>
        <translation>Secondes par exécution</translation>
    </message>
    <message>
        <source>%1 fewer samples than the other runs %2 more; framed: an outlier</source>
        <translation>%1 moins d&apos;échantillons que les autres exécutions %2 plus ; encadrée : valeur aberrante</translation>
    </message>
    <message>
        <source>Each cell is tinted by how far its run departs from the other runs for that function, in standard deviations (sampling&apos;s at least): no tint within one, full at four. An outlier is a run unlike the others at 5 % for the function, after the number of runs is allowed for.</source>
        <translation>Chaque cellule est teintée selon l&apos;écart de son exécution aux autres pour cette fonction, en écarts types (au moins ceux de l&apos;échantillonnage) : aucune teinte en deçà d&apos;un, pleine à quatre. Une valeur aberrante est une exécution qui diffère des autres au seuil de 5 % pour la fonction, compte tenu du nombre d&apos;exécutions.</translation>
    </message>
    <message>
        <source>Runs × Functions</source>
        <translation>Exécutions × fonctions</translation>
    </message>
</context>
<context>
    <name>gmonview::RunsModel</name>
    <message>
        <source>run</source>
        <translation>exécution</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>échantillons</translation>
    </message>
    <message>
        <source>arcs</source>
        <translation>arcs</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>appels</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
</context>
<context>
    <name>gmonview::SourceModel</name>
    <message>
        <source>%1 samples, %2 s, %3% of the time</source>
        <translation>%1 échantillons, %2 s, %3 % du temps</translation>
    </message>
    <message numerus="yes">
        <source>Executions, as gprof -C lists them: the calls of a function starting on this line, then the counts of the %n basic block(s) starting on it</source>
        <translation>
            <numerusform>Exécutions, telles que gprof -C les liste : les appels d’une fonction qui commence sur cette ligne, puis le compte du %n bloc de base qui y commence</numerusform>
            <numerusform>Exécutions, telles que gprof -C les liste : les appels d’une fonction qui commence sur cette ligne, puis les comptes des %n blocs de base qui y commencent</numerusform>
        </translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>échantillons</translation>
    </message>
    <message>
        <source>time</source>
        <translation>temps</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>exécutions</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>Base&apos;s build has no source file of this name: nothing to compare.</source>
        <translation>La version de Base n&apos;a pas de fichier source de ce nom : rien à comparer.</translation>
    </message>
    <message>
        <source>Base has no code on line %1 of %2: not compared.</source>
        <translation>Base n&apos;a pas de code à la ligne %1 de %2 : non comparée.</translation>
    </message>
    <message>
        <source>New has no code on this line: not compared.</source>
        <translation>New n&apos;a pas de code sur cette ligne : non comparée.</translation>
    </message>
    <message>
        <source>Samples per run, estimated: Base %1, New %2, New - Base %3.
Lines are matched by number (Base&apos;s from %4): where the two sources differ, this compares different code.</source>
        <translation>Échantillons par exécution, estimés : Base %1, New %2, New - Base %3.
Les lignes sont appariées par numéro (celles de Base depuis %4) : là où les deux sources diffèrent, on compare du code différent.</translation>
    </message>
    <message>
        <source>New - Base: the line&apos;s samples per run in New less those in Base, an estimate from samples; only where both builds have code on the line, matched by line number</source>
        <translation>New - Base : les échantillons par exécution de la ligne dans New moins ceux dans Base, une estimation ; seulement là où les deux versions ont du code sur la ligne, appariée par numéro</translation>
    </message>
    <message>
        <source>Δ/run</source>
        <translation>Δ/exéc.</translation>
    </message>
    <message>
        <source>Inlined from elsewhere: code of %1 inlined here, %2 samples.</source>
        <translation>Intégré d’ailleurs : code de %1 intégré ici (inline), %2 échantillons.</translation>
    </message>
    <message>
        <source>%1 is inlined on this line: %2 samples in its code, credited to its own lines.</source>
        <translation>%1 est intégré (inline) sur cette ligne : %2 échantillons dans son code, comptés sur ses propres lignes.</translation>
    </message>
    <message>
        <source>The samples in the line&apos;s code, of every function with code on it (the whole file&apos;s figures)</source>
        <translation>Les échantillons dans le code de la ligne, de toutes les fonctions qui y ont du code (les chiffres du fichier entier)</translation>
    </message>
    <message>
        <source>The samples in the line&apos;s code that is %1&apos;s: other functions&apos; code on the line (another instance of a template, a macro) is not counted</source>
        <translation>Les échantillons dans le code de la ligne qui appartient à %1 : le code d’autres fonctions sur la ligne (une autre instance d’un template, une macro) n’est pas compté</translation>
    </message>
    <message>
        <source>%1 calls to %2</source>
        <translation>%1 appels de %2</translation>
    </message>
    <message>
        <source>Exact: the runs recorded each call with the place it returns to, and the call instruction there is on this line (the instructions show which).</source>
        <translation>Exact : les exécutions ont enregistré chaque appel avec l’endroit où il revient, et l’instruction d’appel là est sur cette ligne (les instructions montrent laquelle).</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n functions</source>
        <translation>
            <numerusform>%1 vers %n fonction</numerusform>
            <numerusform>%1 vers %n fonctions</numerusform>
        </translation>
    </message>
    <message>
        <source>The calls made from the line, exact: the runs recorded each call with where it returns to, placed on the call instruction there. Calls from code inlined from another file show on that file&apos;s lines.</source>
        <translation>Les appels faits depuis la ligne, exacts : les exécutions ont enregistré chaque appel avec l’endroit où il revient, placé sur l’instruction d’appel là. Les appels du code intégré depuis un autre fichier apparaissent sur les lignes de ce fichier.</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>appels</translation>
    </message>
    <message>
        <source>at 0x%1, place %2 of %3</source>
        <translation>à 0x%1, endroit %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <source>The line&apos;s code is in %n places of the function (the compiler moved, duplicated or inlined it more than once): each place&apos;s instructions follow its address.</source>
        <translation>
            <numerusform>Le code de la ligne est à %n endroit de la fonction (le compilateur l&apos;a déplacé, dupliqué ou intégré plusieurs fois) : les instructions de chaque endroit suivent son adresse.</numerusform>
            <numerusform>Le code de la ligne est à %n endroits de la fonction (le compilateur l&apos;a déplacé, dupliqué ou intégré plusieurs fois) : les instructions de chaque endroit suivent son adresse.</numerusform>
        </translation>
    </message>
    <message>
        <source>(in %1)</source>
        <translation>(dans %1)</translation>
    </message>
    <message>
        <source>%1 calls to %2 (by a tail call)</source>
        <translation>%1 appels de %2 (par un appel terminal)</translation>
    </message>
    <message>
        <source>in %1, inlined at %2:%3</source>
        <translation>dans %1, intégrée en %2:%3</translation>
    </message>
    <message>
        <source>Left or - hides the line&apos;s instructions.</source>
        <translation>Gauche ou - masque les instructions de la ligne.</translation>
    </message>
    <message>
        <source>Click the mark, or press Right or +, to show the line&apos;s instructions of %1 below it.</source>
        <translation>Un clic sur la marque, Droite ou + affiche dessous les instructions de %1 sur cette ligne.</translation>
    </message>
    <message>
        <source>%1 has no code on this line (the code here is another function&apos;s, or inlined into another function): nothing to expand.</source>
        <translation>%1 n&apos;a pas de code sur cette ligne (le code ici est celui d&apos;une autre fonction, ou intégré dans une autre fonction) : rien à déplier.</translation>
    </message>
    <message>
        <source>Its bin also covers other code: its share of the bin&apos;s samples is a guess, by bytes.</source>
        <translation>Son intervalle couvre aussi d&apos;autre code : sa part des échantillons de l&apos;intervalle est estimée, par octets.</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>blocs</translation>
    </message>
    <message>
        <source>branches</source>
        <translation>branches</translation>
    </message>
    <message>
        <source>ns/execution</source>
        <translation>ns/exécution</translation>
    </message>
    <message>
        <source>%1 ±%2</source>
        <translation>%1 ±%2</translation>
    </message>
    <message numerus="yes">
        <source>Never ran in the %n run(s) gcov&apos;s counts are of.</source>
        <translation>
            <numerusform>Jamais exécutée dans le %n lancement dont viennent les comptes de gcov.</numerusform>
            <numerusform>Jamais exécutée dans les %n lancements dont viennent les comptes de gcov.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran %1 times in %n run(s); some of its code never ran.</source>
        <translation>
            <numerusform>Exécutée %1 fois en %n lancement ; une partie de son code ne s’est jamais exécutée.</numerusform>
            <numerusform>Exécutée %1 fois en %n lancements ; une partie de son code ne s’est jamais exécutée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran %1 times in %n run(s).</source>
        <translation>
            <numerusform>Exécutée %1 fois en %n lancement.</numerusform>
            <numerusform>Exécutée %1 fois en %n lancements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n branch(es) on the line: taken (jumps) %1 times, not taken (falling through) %2 times, as gcov counts them.</source>
        <translation>
            <numerusform>%n branche sur la ligne : prise (sauts) %1 fois, non prise (en continuant) %2 fois, comme gcov les compte.</numerusform>
            <numerusform>%n branches sur la ligne : prises (sauts) %1 fois, non prises (en continuant) %2 fois, comme gcov les compte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loop header: the condition sent control into the body %1 times and out of the loop %2 times, %3 iterations per entry (exact for a loop left only through its condition; a break or return leaves entries uncounted).</source>
        <translation>En-tête de boucle : la condition a envoyé le contrôle dans le corps %1 fois et hors de la boucle %2 fois, soit %3 itérations par entrée (exact pour une boucle quittée seulement par sa condition ; un break ou un return laisse des entrées non comptées).</translation>
    </message>
    <message>
        <source>No samples on the line: too fast to time.</source>
        <translation>Aucun échantillon sur la ligne : trop rapide pour être chronométrée.</translation>
    </message>
    <message>
        <source>%1 samples (%2 s) over %3 executions: %4 ns each, ±%5 ns (√N of the samples). %6</source>
        <translation>%1 échantillons (%2 s) sur %3 exécutions : %4 ns chacune, ±%5 ns (√N des échantillons). %6</translation>
    </message>
    <message>
        <source>Basic-block counts from gmon.out, as gprof -A shows them: only GCCs of before 2005 wrote them. For exact counts from a current GCC, build with -pg --coverage and add the .gcda files (File &gt; Add Coverage).</source>
        <translation>Comptes de blocs de base de gmon.out, comme gprof -A les montre : seuls les GCC d’avant 2005 les écrivaient. Pour des comptes exacts avec un GCC actuel, compilez avec -pg --coverage et ajoutez les fichiers .gcda (Fichier &gt; Ajouter la couverture).</translation>
    </message>
    <message numerus="yes">
        <source>Exact executions of the line, from GCC&apos;s coverage data read by gcov: %n run(s) of the coverage build (the samples are of %1). Lines that never ran are marked; * marks code on the line that never ran.</source>
        <translation>
            <numerusform>Exécutions exactes de la ligne, tirées des données de couverture de GCC lues par gcov : %n lancement de la compilation avec couverture (les échantillons viennent de %1). Les lignes jamais exécutées sont marquées ; * marque du code de la ligne jamais exécuté.</numerusform>
            <numerusform>Exécutions exactes de la ligne, tirées des données de couverture de GCC lues par gcov : %n lancements de la compilation avec couverture (les échantillons viennent de %1). Les lignes jamais exécutées sont marquées ; * marque du code de la ligne jamais exécuté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n lancement</numerusform>
            <numerusform>%n lancements</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact executions from GCC&apos;s coverage data: build with -pg --coverage, run, and add the .gcda files (File &gt; Add Coverage).</source>
        <translation>Exécutions exactes tirées des données de couverture de GCC : compilez avec -pg --coverage, lancez, et ajoutez les fichiers .gcda (Fichier &gt; Ajouter la couverture).</translation>
    </message>
    <message>
        <source>The line&apos;s branches as gcov counts them: taken / not taken. On a loop&apos;s header, ↻ gives its iterations per entry.</source>
        <translation>Les branches de la ligne comme gcov les compte : prises / non prises. Sur l’en-tête d’une boucle, ↻ donne ses itérations par entrée.</translation>
    </message>
    <message>
        <source>The line&apos;s time (its samples) over its exact executions, in nanoseconds, with the sampling error (√N). %1</source>
        <translation>Le temps de la ligne (ses échantillons) divisé par ses exécutions exactes, en nanosecondes, avec l’erreur d’échantillonnage (√N). %1</translation>
    </message>
</context>
<context>
    <name>gmonview::SourceView</name>
    <message>
        <source>intervals</source>
        <translation>intervalles</translation>
    </message>
    <message>
        <source>Split the function&apos;s addresses into this many equal intervals</source>
        <translation>Découper les adresses de la fonction en autant d’intervalles égaux</translation>
    </message>
    <message>
        <source>Source Folders...</source>
        <translation>Dossiers de sources…</translation>
    </message>
    <message>
        <source>Folders to search for sources that moved (as gprof&apos;s -I)</source>
        <translation>Dossiers où chercher les sources déplacées (comme l’option -I de gprof)</translation>
    </message>
    <message>
        <source>Locate File...</source>
        <translation>Localiser le fichier…</translation>
    </message>
    <message>
        <source>Samples across the function&apos;s addresses</source>
        <translation>Échantillons le long des adresses de la fonction</translation>
    </message>
    <message>
        <source>Where is %1?</source>
        <translation>Où est %1 ?</translation>
    </message>
    <message>
        <source>Add a Source Folder</source>
        <translation>Ajouter un dossier de sources</translation>
    </message>
    <message>
        <source>%1 is not where the debug information says, nor in the source folders; the figures are listed by line number.</source>
        <translation>%1 n’est ni là où l’indiquent les informations de débogage, ni dans les dossiers de sources ; les chiffres sont listés par numéro de ligne.</translation>
    </message>
    <message>
        <source>Reading line tables...</source>
        <translation>Lecture des tables de lignes…</translation>
    </message>
    <message>
        <source>%1 has no line information</source>
        <translation>%1 n’a pas d’informations de ligne</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>&amp;Next Hot Line</source>
        <translation>Ligne chaude &amp;suivante</translation>
    </message>
    <message>
        <source>The next line with samples</source>
        <translation>La ligne suivante qui a des échantillons</translation>
    </message>
    <message>
        <source>&amp;Previous Hot Line</source>
        <translation>Ligne chaude &amp;précédente</translation>
    </message>
    <message>
        <source>The previous line with samples</source>
        <translation>La ligne précédente qui a des échantillons</translation>
    </message>
    <message>
        <source>%1
The debug information names it %2</source>
        <translation>%1
Les informations de débogage le nomment %2</translation>
    </message>
    <message>
        <source>Looked for %1 where the debug information says; no source folders are set.</source>
        <translation>%1 cherché là où le disent les informations de débogage ; aucun dossier de sources n&apos;est défini.</translation>
    </message>
    <message>
        <source>Looked for %1 where the debug information says, then in the source folders %2.</source>
        <translation>%1 cherché là où le disent les informations de débogage, puis dans les dossiers de sources %2.</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>Introuvable : %1</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>Impossible de lire %1</translation>
    </message>
    <message>
        <source>No line of this file has samples.</source>
        <translation>Aucune ligne de ce fichier n&apos;a d&apos;échantillons.</translation>
    </message>
    <message>
        <source>Past the first hot line: back at the file&apos;s last.</source>
        <translation>Avant la première ligne chaude : retour à la dernière du fichier.</translation>
    </message>
    <message>
        <source>Past the last hot line: back at the file&apos;s first.</source>
        <translation>Après la dernière ligne chaude : retour à la première du fichier.</translation>
    </message>
    <message>
        <source>Whole File</source>
        <translation>Fichier entier</translation>
    </message>
    <message>
        <source>The file&apos;s totals: every function&apos;s code on each line (template instances and other functions sharing a line summed), and F3 through the whole file. Unticked, the current function&apos;s own figures, and F3 stays in it.</source>
        <translation>Les totaux du fichier : le code de toutes les fonctions sur chaque ligne (instances de templates et autres fonctions partageant une ligne additionnées), et F3 à travers tout le fichier. Décoché : les chiffres propres de la fonction courante, et F3 y reste.</translation>
    </message>
    <message>
        <source>No line of %1 has samples.</source>
        <translation>Aucune ligne de %1 n’a d’échantillons.</translation>
    </message>
    <message>
        <source>The first hot line of %1: Shift+F3 stops here (Whole File goes on through the file).</source>
        <translation>La première ligne chaude de %1 : Maj+F3 s’arrête ici (avec « Fichier entier », on continue dans tout le fichier).</translation>
    </message>
    <message>
        <source>The last hot line of %1: F3 stops here (Whole File goes on through the file).</source>
        <translation>La dernière ligne chaude de %1 : F3 s’arrête ici (avec « Fichier entier », on continue dans tout le fichier).</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <source>The function&apos;s instructions below its source, with their samples and calls: selecting a line selects its instructions, and an instruction its line</source>
        <translation>Les instructions de la fonction sous sa source, avec leurs échantillons et appels : choisir une ligne choisit ses instructions, et une instruction sa ligne</translation>
    </message>
    <message>
        <source>%1 (by a tail call)</source>
        <translation>%1 (par un appel terminal)</translation>
    </message>
    <message>
        <source>&amp;Expand Line</source>
        <translation>&amp;Déplier la ligne</translation>
    </message>
    <message>
        <source>The line&apos;s instructions below it, in the table</source>
        <translation>Les instructions de la ligne en dessous, dans le tableau</translation>
    </message>
    <message>
        <source>C&amp;ollapse Line</source>
        <translation>&amp;Replier la ligne</translation>
    </message>
    <message>
        <source>Expand &amp;Hot Lines</source>
        <translation>Déplier les lignes &amp;chaudes</translation>
    </message>
    <message>
        <source>Every line with samples shows its instructions</source>
        <translation>Chaque ligne avec des échantillons affiche ses instructions</translation>
    </message>
    <message>
        <source>Collapse &amp;All</source>
        <translation>Replier &amp;tout</translation>
    </message>
    <message>
        <source>No instructions to show: the program cannot be read.</source>
        <translation>Aucune instruction à afficher : le programme ne peut pas être lu.</translation>
    </message>
    <message>
        <source>%1 has no code on line %2: nothing to expand.</source>
        <translation>%1 n&apos;a pas de code sur la ligne %2 : rien à déplier.</translation>
    </message>
    <message>
        <source>Timed on the coverage build: its counters&apos; cost is in the time, and the times hold for that build.</source>
        <translation>Chronométré sur la compilation avec couverture : le coût de ses compteurs est dans le temps, et les temps valent pour cette compilation.</translation>
    </message>
    <message>
        <source>Timed on a build without coverage, counted on another: the two agree only if GCC compiled the line alike in both.</source>
        <translation>Chronométré sur une compilation sans couverture, compté sur une autre : les deux ne concordent que si GCC a compilé la ligne de la même façon dans les deux.</translation>
    </message>
</context>
<context>
    <name>gmonview::Tables</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected rows as text</source>
        <translation>Copier les lignes choisies en texte</translation>
    </message>
    <message>
        <source>Copy as CS&amp;V</source>
        <translation>Copier en CS&amp;V</translation>
    </message>
    <message>
        <source>Copy the selected rows as CSV</source>
        <translation>Copier les lignes choisies en CSV</translation>
    </message>
</context>
<context>
    <name>gmonview::TreemapView</name>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Grouper par :</translation>
    </message>
    <message>
        <source>Source file</source>
        <translation>Fichier source</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Espace de noms</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Namespace: the first qualifier of each name. Class: all of its qualifiers (a demangled name does not tell a namespace from a class).</source>
        <translation>Espace de noms : le premier qualificatif de chaque nom. Classe : tous ses qualificatifs (un nom démanglé ne distingue pas un espace de noms d&apos;une classe).</translation>
    </message>
    <message>
        <source>Areas are sampled self time (exact grouping, ±√N per function)</source>
        <translation>Les surfaces sont le temps propre échantillonné (regroupement exact, ±√N par fonction)</translation>
    </message>
    <message>
        <source>A group&apos;s area is the sum of its functions&apos; samples, with nothing estimated; each function&apos;s own time, of N samples, is uncertain by about √N samples. Hatched: functions too small to draw one by one.</source>
        <translation>La surface d&apos;un groupe est la somme des échantillons de ses fonctions, sans estimation ; le temps propre de chaque fonction, sur N échantillons, est incertain d&apos;environ √N échantillons. Hachuré : fonctions trop petites pour être dessinées une à une.</translation>
    </message>
    <message numerus="yes">
        <source>%1 s in %n function(s), %2 of the total (the exact sum of their samples)</source>
        <translation>
            <numerusform>%1 s dans %n fonction, %2 du total (la somme exacte de ses échantillons)</numerusform>
            <numerusform>%1 s dans %n fonctions, %2 du total (la somme exacte de leurs échantillons)</numerusform>
        </translation>
    </message>
    <message>
        <source>No line table names a file for these functions: built without -g, or the file names were not read</source>
        <translation>Aucune table de lignes ne nomme de fichier pour ces fonctions : compilé sans -g, ou les noms de fichiers n&apos;ont pas été lus</translation>
    </message>
    <message>
        <source>Functions outside any namespace or class, C functions among them</source>
        <translation>Fonctions hors de tout espace de noms ou classe, dont les fonctions C</translation>
    </message>
    <message numerus="yes">
        <source>Hatched: %n function(s) too small to draw, %1 s together</source>
        <translation>
            <numerusform>Hachuré : %n fonction trop petite pour être dessinée, %1 s en tout</numerusform>
            <numerusform>Hachuré : %n fonctions trop petites pour être dessinées, %1 s en tout</numerusform>
        </translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>Groupe : %1</translation>
    </message>
    <message>
        <source>Self: %1 s ± %2 s (sampled), %3 of the total</source>
        <translation>Propre : %1 s ± %2 s (échantillonné), %3 du total</translation>
    </message>
    <message>
        <source>No sampled time to show: the run recorded no samples</source>
        <translation>Aucun temps échantillonné à montrer : l&apos;exécution n&apos;a enregistré aucun échantillon</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Aucun profil</translation>
    </message>
    <message>
        <source>%1 s, %2</source>
        <translation>%1 s, %2</translation>
    </message>
</context>
<context>
    <name>gmonview::app</name>
    <message>
        <source>--inline: %1</source>
        <translation>--inline : %1</translation>
    </message>
    <message>
        <source>--inline: %1 has no DWARF function entries to find inlined code by (build it with -g)</source>
        <translation>--inline : %1 n’a pas d’entrées de fonctions DWARF pour trouver le code intégré (compilez-le avec -g)</translation>
    </message>
</context>
<context>
    <name>gmonview::io</name>
    <message>
        <source>%1: finding static calls is not supported on %2</source>
        <translation>%1 : la recherche des appels statiques n’est pas prise en charge sur %2</translation>
    </message>
    <message>
        <source>%1: has no .text section</source>
        <translation>%1 : n’a pas de section .text</translation>
    </message>
    <message>
        <source>%1: capstone cannot decode %2</source>
        <translation>%1 : Capstone ne sait pas décoder %2</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1 : ouverture impossible : %2</translation>
    </message>
    <message>
        <source>%1: cannot read its DWARF debug information: %2</source>
        <translation>%1 : ses informations de débogage DWARF sont illisibles : %2</translation>
    </message>
    <message>
        <source>line program at offset %1 of .debug_line</source>
        <translation>programme de lignes à l’offset %1 de .debug_line</translation>
    </message>
    <message>
        <source>%1: its length runs past the section</source>
        <translation>%1 : sa longueur dépasse la fin de la section</translation>
    </message>
    <message>
        <source>%1: unsupported version %2</source>
        <translation>%1 : version %2 non prise en charge</translation>
    </message>
    <message>
        <source>%1: malformed header</source>
        <translation>%1 : en-tête mal formé</translation>
    </message>
    <message>
        <source>%1: malformed directory or file table</source>
        <translation>%1 : table des répertoires ou des fichiers mal formée</translation>
    </message>
    <message>
        <source>%1: malformed include directories</source>
        <translation>%1 : répertoires d’inclusion mal formés</translation>
    </message>
    <message>
        <source>%1: malformed file table</source>
        <translation>%1 : table des fichiers mal formée</translation>
    </message>
    <message>
        <source>%1: malformed extended opcode at offset %2</source>
        <translation>%1 : opcode étendu mal formé à l’offset %2</translation>
    </message>
    <message>
        <source>%1: the program runs past the end of the section</source>
        <translation>%1 : le programme dépasse la fin de la section</translation>
    </message>
    <message>
        <source>%1: malformed DWARF compilation unit header: %2</source>
        <translation>%1 : en-tête d’unité de compilation DWARF mal formé : %2</translation>
    </message>
    <message>
        <source>%1: cannot create a memory file: %2</source>
        <translation>%1 : impossible de créer un fichier en mémoire : %2</translation>
    </message>
    <message>
        <source>%1: cannot copy to a memory file: %2</source>
        <translation>%1 : impossible de copier dans un fichier en mémoire : %2</translation>
    </message>
    <message>
        <source>%1: malformed %2 (table at offset %3): %4</source>
        <translation>%1 : section %2 mal formée (table à l’offset %3) : %4</translation>
    </message>
    <message>
        <source>its length runs past the section</source>
        <translation>sa longueur dépasse la fin de la section</translation>
    </message>
    <message>
        <source>its header runs past its end</source>
        <translation>son en-tête dépasse sa fin</translation>
    </message>
    <message>
        <source>version %1 (5 expected)</source>
        <translation>version %1 (5 attendue)</translation>
    </message>
    <message>
        <source>address size %1</source>
        <translation>taille d’adresse %1</translation>
    </message>
    <message>
        <source>segment selector size %1</source>
        <translation>taille de sélecteur de segment %1</translation>
    </message>
    <message>
        <source>its offset array runs past its end</source>
        <translation>son tableau d’offsets dépasse sa fin</translation>
    </message>
    <message>
        <source>%1: not an ELF executable: %2</source>
        <translation>%1 : pas un exécutable ELF : %2</translation>
    </message>
    <message>
        <source>%1: unreadable ELF header: %2</source>
        <translation>%1 : en-tête ELF illisible : %2</translation>
    </message>
    <message>
        <source>%1: unknown ELF class %2</source>
        <translation>%1 : classe ELF %2 inconnue</translation>
    </message>
    <message>
        <source>%1: is a relocatable object file, not a linked executable</source>
        <translation>%1 : est un fichier objet relogeable, pas un exécutable lié</translation>
    </message>
    <message>
        <source>%1: is a core dump, not an executable</source>
        <translation>%1 : est un core dump, pas un exécutable</translation>
    </message>
    <message>
        <source>%1: unreadable section header string table: %2</source>
        <translation>%1 : table des noms de sections illisible : %2</translation>
    </message>
    <message>
        <source>%1: unreadable section header: %2</source>
        <translation>%1 : en-tête de section illisible : %2</translation>
    </message>
    <message>
        <source>%1: the name of section %2 is unreadable (corrupt section-name table)</source>
        <translation>%1 : le nom de la section %2 est illisible (table des noms de sections corrompue)</translation>
    </message>
    <message>
        <source>%1: has no symbol table (.symtab); was it stripped?</source>
        <translation>%1 : n’a pas de table des symboles (.symtab) ; a-t-il été passé à strip ?</translation>
    </message>
    <message>
        <source>%1: symbol table at offset %2 has no readable string table</source>
        <translation>%1 : la table des symboles à l’offset %2 n’a pas de table de chaînes lisible</translation>
    </message>
    <message>
        <source>%1: unreadable symbol table at offset %2: %3</source>
        <translation>%1 : table des symboles illisible à l’offset %2 : %3</translation>
    </message>
    <message>
        <source>%1: symbol table (.symtab) is empty</source>
        <translation>%1 : la table des symboles (.symtab) est vide</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1 : %2 : %3</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>ouverture impossible</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>lecture impossible</translation>
    </message>
    <message>
        <source>%1: is a directory, not a file</source>
        <translation>%1 : est un répertoire, pas un fichier</translation>
    </message>
    <message>
        <source>%1: is %2 MiB, larger than the %3 MiB this kind of file can sensibly be</source>
        <translation>%1 : fait %2 Mio, plus que les %3 Mio qu’un tel fichier peut raisonnablement atteindre</translation>
    </message>
    <message>
        <source>cannot create a temporary file beside it</source>
        <translation>impossible de créer un fichier temporaire à côté</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>écriture impossible</translation>
    </message>
    <message>
        <source>cannot replace</source>
        <translation>remplacement impossible</translation>
    </message>
    <message>
        <source>%1: truncated %2 at offset %3: the file ends at %4 (needed bytes from %5)</source>
        <translation>%1 : %2 tronqué à l’offset %3 : le fichier s’arrête à %4 (octets requis à partir de %5)</translation>
    </message>
    <message>
        <source>histogram record header</source>
        <translation>en-tête d’enregistrement d’histogramme</translation>
    </message>
    <message>
        <source>%1: histogram record at offset %2 claims %3 bins (%4 bytes) but only %5 bytes follow</source>
        <translation>%1 : l’enregistrement d’histogramme à l’offset %2 annonce %3 intervalles (%4 octets) mais seuls %5 octets suivent</translation>
    </message>
    <message>
        <source>call-graph arc record</source>
        <translation>enregistrement d’arc du graphe d’appels</translation>
    </message>
    <message>
        <source>basic-block record</source>
        <translation>enregistrement de blocs de base</translation>
    </message>
    <message>
        <source>%1: basic-block record at offset %2 claims %3 blocks, more than the file holds</source>
        <translation>%1 : l’enregistrement de blocs de base à l’offset %2 annonce %3 blocs, plus que le fichier n’en contient</translation>
    </message>
    <message>
        <source>%1: basic-block record at offset %2 claims %3 blocks (%4 bytes) but only %5 bytes follow</source>
        <translation>%1 : l’enregistrement de blocs de base à l’offset %2 annonce %3 blocs (%4 octets) mais seuls %5 octets suivent</translation>
    </message>
    <message>
        <source>%1: unknown record tag %2 at offset %3 (file corrupted?)</source>
        <translation>%1 : étiquette d’enregistrement %2 inconnue à l’offset %3 (fichier corrompu ?)</translation>
    </message>
    <message>
        <source>%1: not a gmon file (no &quot;gmon&quot; cookie); read as a BSD profile, %2</source>
        <translation>%1 : pas un fichier gmon (pas de signature « gmon ») ; lu comme un profil BSD, %2</translation>
    </message>
    <message>
        <source>it is too short (%1 bytes; a BSD header needs %2)</source>
        <translation>il est trop court (%1 octets ; un en-tête BSD en demande %2)</translation>
    </message>
    <message>
        <source>its 4.4BSD header is cut off</source>
        <translation>son en-tête 4.4BSD est tronqué</translation>
    </message>
    <message>
        <source>%1: bad magic: not a 4.4BSD gmon file (no version word 0x51879 at offset %2)</source>
        <translation>%1 : signature incorrecte : pas un fichier gmon 4.4BSD (pas de mot de version 0x51879 à l’offset %2)</translation>
    </message>
    <message>
        <source>its header at offset 0x0 has low pc %1, high pc %2 and size %3 (not a gmon.out from this executable?)</source>
        <translation>son en-tête à l’offset 0x0 a low pc %1, high pc %2 et la taille %3 (pas un gmon.out de cet exécutable ?)</translation>
    </message>
    <message>
        <source>it is too short</source>
        <translation>il est trop court</translation>
    </message>
    <message>
        <source>its histogram claims %1 bins (%2 bytes) at offset %3 but only %4 bytes follow</source>
        <translation>son histogramme annonce %1 intervalles (%2 octets) à l’offset %3 mais seuls %4 octets suivent</translation>
    </message>
    <message>
        <source>%1: empty file, not a gmon file</source>
        <translation>%1 : fichier vide, pas un fichier gmon</translation>
    </message>
    <message>
        <source>%1: too short to be a gmon file (%2 bytes; the header alone is 20)</source>
        <translation>%1 : trop court pour un fichier gmon (%2 octets ; l’en-tête seul en fait 20)</translation>
    </message>
    <message>
        <source>%1: bad magic: no &quot;gmon&quot; cookie at offset 0x0</source>
        <translation>%1 : signature incorrecte : pas de « gmon » à l’offset 0x0</translation>
    </message>
    <message>
        <source>no line table found</source>
        <translation>aucune table de lignes trouvée</translation>
    </message>
    <message>
        <source>compilation unit at offset %1 of .debug_info</source>
        <translation>unité de compilation à l’offset %1 de .debug_info</translation>
    </message>
    <message>
        <source>%1: %2: libdwarf cannot read its first entry (%3), so its lines are left out</source>
        <translation>%1 : %2 : libdwarf ne peut pas lire sa première entrée (%3), ses lignes sont donc omises</translation>
    </message>
    <message>
        <source>%1: %2; read through libdwarf instead</source>
        <translation>%1 : %2 ; lu par libdwarf à la place</translation>
    </message>
    <message>
        <source>%1: %2; libdwarf cannot read it either (%3), so its lines are left out</source>
        <translation>%1 : %2 ; libdwarf ne peut pas le lire non plus (%3), ces lignes sont donc omises</translation>
    </message>
    <message>
        <source>line table of the compilation unit at offset %1 of .debug_info</source>
        <translation>table de lignes de l’unité de compilation à l’offset %1 de .debug_info</translation>
    </message>
    <message>
        <source>%1: %2: libdwarf cannot read it (%3), so its lines are left out</source>
        <translation>%1 : %2 : illisible pour libdwarf (%3), ces lignes sont donc omises</translation>
    </message>
    <message>
        <source>%1: section %2 claims %3 bytes at offset %4, beyond the end of the file (%5 bytes)</source>
        <translation>%1 : la section %2 annonce %3 octets à l’offset %4, au-delà de la fin du fichier (%5 octets)</translation>
    </message>
    <message>
        <source>%1: not an executable (neither ELF nor PE: no ELF magic at offset 0x0)</source>
        <translation>%1 : pas un exécutable (ni ELF ni PE : pas de signature ELF à la position 0x0)</translation>
    </message>
    <message>
        <source>%1: a PE executable for %2, which gmonview does not read (only x86-64 and i386)</source>
        <translation>%1 : un exécutable PE pour %2, que gmonview ne lit pas (seulement x86-64 et i386)</translation>
    </message>
    <message>
        <source>%1: has no symbol table (it was stripped); build it again without -s</source>
        <translation>%1 : n’a pas de table des symboles (elle a été retirée) ; recompilez-le sans -s</translation>
    </message>
    <message>
        <source>%1: %2 at offset %3: its name&apos;s string-table offset %4 is outside the string table (%5 bytes at offset %6)</source>
        <translation>%1 : %2 à la position %3 : la position %4 de son nom est hors de la table des chaînes (%5 octets à la position %6)</translation>
    </message>
    <message>
        <source>%1: %2 at offset %3: its name at string-table offset %4 has no terminating NUL before the table ends at %5</source>
        <translation>%1 : %2 à la position %3 : son nom à la position %4 de la table des chaînes n’a pas de NUL final avant la fin de la table à %5</translation>
    </message>
    <message>
        <source>%1: not a PE executable (no &quot;MZ&quot; DOS header at offset 0x0)</source>
        <translation>%1 : pas un exécutable PE (pas d’en-tête DOS « MZ » à la position 0x0)</translation>
    </message>
    <message>
        <source>DOS header</source>
        <translation>en-tête DOS</translation>
    </message>
    <message>
        <source>%1: the DOS header&apos;s e_lfanew (at offset 0x3c) points to %2, past the end of the file at %3</source>
        <translation>%1 : e_lfanew de l’en-tête DOS (à la position 0x3c) pointe vers %2, après la fin du fichier à %3</translation>
    </message>
    <message>
        <source>%1: no PE signature at offset %2 (where the DOS header&apos;s e_lfanew points)</source>
        <translation>%1 : pas de signature PE à la position %2 (où pointe e_lfanew de l’en-tête DOS)</translation>
    </message>
    <message>
        <source>COFF file header</source>
        <translation>en-tête de fichier COFF</translation>
    </message>
    <message>
        <source>%1: the COFF file header at offset %2 declares no optional header (an object file, not a linked executable?)</source>
        <translation>%1 : l’en-tête de fichier COFF à la position %2 ne déclare pas d’en-tête optionnel (un fichier objet, pas un exécutable lié ?)</translation>
    </message>
    <message>
        <source>optional header</source>
        <translation>en-tête optionnel</translation>
    </message>
    <message>
        <source>%1: optional header at offset %2 is %3 bytes (SizeOfOptionalHeader), too small for its fields and data directories (%4 bytes)</source>
        <translation>%1 : l’en-tête optionnel à la position %2 fait %3 octets (SizeOfOptionalHeader), trop peu pour ses champs et répertoires de données (%4 octets)</translation>
    </message>
    <message>
        <source>%1: optional header at offset %2 has magic %3, neither PE32 (0x10b) nor PE32+ (0x20b)</source>
        <translation>%1 : l’en-tête optionnel à la position %2 a la signature %3, ni PE32 (0x10b) ni PE32+ (0x20b)</translation>
    </message>
    <message>
        <source>%1: section table at offset %2 (%3 sections of 40 bytes) runs past the end of the file at %4</source>
        <translation>%1 : la table des sections à la position %2 (%3 sections de 40 octets) dépasse la fin du fichier à %4</translation>
    </message>
    <message>
        <source>%1: symbol table at offset %2 (%3 symbols of 18 bytes) runs past the end of the file at %4</source>
        <translation>%1 : la table des symboles à la position %2 (%3 symboles de 18 octets) dépasse la fin du fichier à %4</translation>
    </message>
    <message>
        <source>string table size</source>
        <translation>taille de la table des chaînes</translation>
    </message>
    <message>
        <source>%1: string table at offset %2 claims %3 bytes, but the file ends at %4</source>
        <translation>%1 : la table des chaînes à la position %2 annonce %3 octets, mais le fichier se termine à %4</translation>
    </message>
    <message>
        <source>%1: section %2 header at offset %3: malformed long name &quot;%4&quot;</source>
        <translation>%1 : en-tête de la section %2 à la position %3 : nom long « %4 » mal formé</translation>
    </message>
    <message>
        <source>%1: section %2 header at offset %3: long name &quot;%4&quot; needs the string table, but the file has no symbol table</source>
        <translation>%1 : en-tête de la section %2 à la position %3 : le nom long « %4 » exige la table des chaînes, mais le fichier n’a pas de table des symboles</translation>
    </message>
    <message>
        <source>section %1 header</source>
        <translation>en-tête de la section %1</translation>
    </message>
    <message>
        <source>%1: section %2 (%3, header at offset %4): its data (%5 bytes at offset %6) runs past the end of the file at %7</source>
        <translation>%1 : section %2 (%3, en-tête à la position %4) : ses données (%5 octets à la position %6) dépassent la fin du fichier à %7</translation>
    </message>
    <message>
        <source>%1: symbol %2 at offset %3 has %4 auxiliary records, past the end of the symbol table (%5 records)</source>
        <translation>%1 : le symbole %2 à la position %3 a %4 entrées auxiliaires, au-delà de la fin de la table des symboles (%5 entrées)</translation>
    </message>
    <message>
        <source>%1: symbol %2 at offset %3 is in section %4, but the file has %5 sections</source>
        <translation>%1 : le symbole %2 à la position %3 est dans la section %4, mais le fichier a %5 sections</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>symbole %1</translation>
    </message>
    <message>
        <source>cannot follow the link</source>
        <translation>impossible de suivre le lien</translation>
    </message>
    <message>
        <source>%1: is one of the files read; writing it would destroy it</source>
        <translation>%1 : est l&apos;un des fichiers lus ; l&apos;écrire le détruirait</translation>
    </message>
    <message>
        <source>%1: is the same file as %2, one of the files read; writing it would destroy it</source>
        <translation>%1 : est le même fichier que %2, l&apos;un des fichiers lus ; l&apos;écrire le détruirait</translation>
    </message>
    <message>
        <source>%1: is read-only; make it writable to replace it</source>
        <translation>%1 : est en lecture seule ; le rendre accessible en écriture pour le remplacer</translation>
    </message>
    <message>
        <source>%1: is a FIFO, not a regular file; save what it carries to a file and open that</source>
        <translation>%1 : est un FIFO, pas un fichier ordinaire ; enregistrez ce qu&apos;il transmet dans un fichier et ouvrez celui-ci</translation>
    </message>
    <message>
        <source>%1: is a device, not a regular file; copy what it holds to a file and open that</source>
        <translation>%1 : est un périphérique, pas un fichier ordinaire ; copiez son contenu dans un fichier et ouvrez celui-ci</translation>
    </message>
    <message>
        <source>%1: is not a regular file</source>
        <translation>%1 : n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: its ELF file type %2 is neither an executable nor a shared object (the file is damaged)</source>
        <translation>%1 : son type de fichier ELF %2 n&apos;est ni un exécutable ni un objet partagé (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: unreadable section count: %2</source>
        <translation>%1 : nombre de sections illisible : %2</translation>
    </message>
    <message>
        <source>%1: its section headers are %2 bytes each where ELF&apos;s are %3 (the file is damaged)</source>
        <translation>%1 : ses en-têtes de section font %2 octets chacun, ceux d&apos;ELF en font %3 (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: unreadable program header count: %2</source>
        <translation>%1 : nombre d&apos;en-têtes de programme illisible : %2</translation>
    </message>
    <message>
        <source>%1: its %2 program headers at offset %3 run past the end of the file (%4 bytes; the file is damaged)</source>
        <translation>%1 : ses %2 en-têtes de programme à l&apos;offset %3 dépassent la fin du fichier (%4 octets ; le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: section %2 links to section %3, but the file has %4 sections (the file is damaged)</source>
        <translation>%1 : la section %2 renvoie à la section %3, mais le fichier a %4 sections (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: section %2 applies to section %3, but the file has %4 sections (the file is damaged)</source>
        <translation>%1 : la section %2 s&apos;applique à la section %3, mais le fichier a %4 sections (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: section %2 holds entries of %3 bytes where ELF&apos;s are %4 (the file is damaged)</source>
        <translation>%1 : la section %2 contient des entrées de %3 octets, celles d&apos;ELF en font %4 (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: section %2 is %3 bytes, not a whole number of %4-byte symbols (the file is damaged)</source>
        <translation>%1 : la section %2 fait %3 octets, pas un nombre entier de symboles de %4 octets (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: section %2 says its first global symbol is number %3, but it holds %4 (the file is damaged)</source>
        <translation>%1 : la section %2 dit que son premier symbole global est le numéro %3, mais elle en contient %4 (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: the names of section %2 are said to be in section %3, which is not a string table (the file is damaged)</source>
        <translation>%1 : les noms de la section %2 seraient dans la section %3, qui n&apos;est pas une table de chaînes (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: string table %2 does not end in a NUL byte, so its last name may be cut short (the file is damaged)</source>
        <translation>%1 : la table de chaînes %2 ne se termine pas par un octet NUL, son dernier nom peut donc être tronqué (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>%1: unreadable extended section indices in section %2: %3</source>
        <translation>%1 : indices de section étendus illisibles dans la section %2 : %3</translation>
    </message>
    <message>
        <source>%1: unreadable symbol %2 in %3</source>
        <translation>%1 : symbole %2 illisible dans %3</translation>
    </message>
    <message>
        <source>symbol %1 in section %2 names its name at offset %3 of string table %4, which is %5 bytes long; it is called &quot;(null)&quot;, as gprof calls it</source>
        <translation>le symbole %1 de la section %2 place son nom à l&apos;offset %3 de la table de chaînes %4, longue de %5 octets ; il s&apos;appelle « (null) », comme gprof l&apos;appelle</translation>
    </message>
    <message>
        <source>%1: symbol %2 (%3) in section %4 keeps its section&apos;s index in an SHT_SYMTAB_SHNDX section, but the file has none (the file is damaged)</source>
        <translation>%1 : le symbole %2 (%3) de la section %4 garde l&apos;indice de sa section dans une section SHT_SYMTAB_SHNDX, mais le fichier n&apos;en a pas (le fichier est endommagé)</translation>
    </message>
    <message>
        <source>symbol %1 (%2) in section %3 belongs to section %4, but the file has %5 sections</source>
        <translation>le symbole %1 (%2) de la section %3 appartient à la section %4, mais le fichier a %5 sections</translation>
    </message>
    <message>
        <source>function %1 lies at %2, outside its section %3 (%4-%5)</source>
        <translation>la fonction %1 est à %2, hors de sa section %3 (%4-%5)</translation>
    </message>
    <message>
        <source>%1: %2 (the file is damaged)</source>
        <translation>%1 : %2 (le fichier est endommagé)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, and so do %n other symbol(s) (the file is damaged)</source>
        <translation>
            <numerusform>%1 : %2, de même que %n autre symbole (le fichier est endommagé)</numerusform>
            <numerusform>%1 : %2, de même que %n autres symboles (le fichier est endommagé)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: reading it was stopped</source>
        <translation>%1 : la lecture a été interrompue</translation>
    </message>
    <message>
        <source>%1: capstone cannot be loaded: %2</source>
        <translation>%1 : impossible de charger Capstone : %2</translation>
    </message>
    <message>
        <source>%1: its machine (%2) is not one gmonview disassembles (x86-64, i386, AArch64 and ARM)</source>
        <translation>%1 : gmonview ne désassemble pas sa machine (%2) (seulement x86-64, i386, AArch64 et ARM)</translation>
    </message>
    <message>
        <source>%1: cannot disassemble it: %2</source>
        <translation>%1 : impossible de le désassembler : %2</translation>
    </message>
    <message>
        <source>%1: the capstone installed cannot decode %2 code</source>
        <translation>%1 : le capstone installé ne sait pas décoder le code %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes, too short for a GCC coverage file</source>
        <translation>%1 : %2 octets, trop court pour un fichier de couverture de GCC</translation>
    </message>
    <message>
        <source>%1: not a GCC coverage file (.gcda or .gcno): its first bytes are not their magic number</source>
        <translation>%1 : pas un fichier de couverture de GCC (.gcda ou .gcno) : ses premiers octets ne sont pas leur nombre magique</translation>
    </message>
    <message>
        <source>%1: the compiler&apos;s notes (.gcno), not a run&apos;s counts (.gcda)</source>
        <translation>%1 : les notes du compilateur (.gcno), pas les comptes d’une exécution (.gcda)</translation>
    </message>
    <message>
        <source>%1: truncated: a record at offset %2 claims %3 bytes, %4 are left</source>
        <translation>%1 : tronqué : un enregistrement à la position %2 annonce %3 octets, il en reste %4</translation>
    </message>
    <message>
        <source>%1: truncated: %2 bytes at its end are not a record</source>
        <translation>%1 : tronqué : %2 octets à sa fin ne forment pas un enregistrement</translation>
    </message>
    <message>
        <source>%1: no object summary, so no count of runs: not a complete .gcda file</source>
        <translation>%1 : pas de résumé d’objet, donc pas de nombre d’exécutions : pas un fichier .gcda complet</translation>
    </message>
    <message>
        <source>%1: unsupported gmon version %2 in the header at offset 0x4 (gmonview reads versions 0 and 1, and glibc&apos;s library profiles, 0x1ffff)</source>
        <translation>%1 : version gmon %2 non prise en charge dans l’en-tête à la position 0x4 (gmonview lit les versions 0 et 1, et les profils de bibliothèque de la glibc, 0x1ffff)</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile ends inside its %2 at offset %3 (%4 bytes in all): the file was cut short</source>
        <translation>%1 : le profil de bibliothèque de la glibc se termine dans son %2 à la position %3 (%4 octets en tout) : le fichier a été tronqué</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile has tag %2 at offset %3 where its histogram&apos;s (0) belongs: the file is corrupted</source>
        <translation>%1 : le profil de bibliothèque de la glibc porte l’étiquette %2 à la position %3, où doit se trouver celle de son histogramme (0) : le fichier est corrompu</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile&apos;s histogram at offset %2 covers %3-%4 in %5 bins, which the file (%6 bytes) cannot hold: the file is corrupted or cut short</source>
        <translation>%1 : l’histogramme du profil de bibliothèque de la glibc à la position %2 couvre %3-%4 en %5 classes, ce que le fichier (%6 octets) ne peut contenir : le fichier est corrompu ou tronqué</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile has tag %2 at offset %3 where its arcs&apos; (1) belongs: the file is corrupted</source>
        <translation>%1 : le profil de bibliothèque de la glibc porte l’étiquette %2 à la position %3, où doit se trouver celle de ses arcs (1) : le fichier est corrompu</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile claims %2 arcs at offset %3 but has room for %4: the file is corrupted or cut short</source>
        <translation>%1 : le profil de bibliothèque de la glibc annonce %2 arcs à la position %3 mais n’a de place que pour %4 : le fichier est corrompu ou tronqué</translation>
    </message>
    <message>
        <source>histogram header</source>
        <translation>en-tête d’histogramme</translation>
    </message>
    <message>
        <source>arc header</source>
        <translation>en-tête d’arcs</translation>
    </message>
</context>
<context>
    <name>gmonview::model</name>
    <message>
        <source>arcs into %1</source>
        <translation>arcs vers %1</translation>
    </message>
    <message>
        <source>%1: its addresses (%2) lie outside the executable&apos;s text (%3): it was written by another program, or by a build older than this executable</source>
        <translation>%1 : ses adresses (%2) sont hors du texte de l’exécutable (%3) : il a été écrit par un autre programme, ou par une compilation plus ancienne que cet exécutable</translation>
    </message>
    <message>
        <source>%1: sampling rate %2 Hz differs from the first run&apos;s %3 Hz</source>
        <translation>%1 : la fréquence d’échantillonnage de %2 Hz diffère des %3 Hz de la première exécution</translation>
    </message>
    <message>
        <source>%1: histogram covers %2 in %3 bins, but the first run covers %4 in %5 bins: not a run of the same executable?</source>
        <translation>%1 : l’histogramme couvre %2 en %3 intervalles, mais la première exécution couvre %4 en %5 intervalles : pas une exécution du même programme ?</translation>
    </message>
    <message>
        <source>%1: histogram record at offset %2</source>
        <translation>%1 : enregistrement d’histogramme à l’offset %2</translation>
    </message>
    <message>
        <source>%1 measures &apos;%2&apos;, not &apos;%3&apos; like the runs before it</source>
        <translation>%1 mesure « %2 », et non « %3 » comme les exécutions précédentes</translation>
    </message>
    <message>
        <source>%1 abbreviates its unit as &apos;%2&apos;, not &apos;%3&apos; like the runs before it</source>
        <translation>%1 abrège son unité en « %2 », et non en « %3 » comme les exécutions précédentes</translation>
    </message>
    <message>
        <source>%1 has a different scale: %2 bytes per bin against %3 in the runs before it</source>
        <translation>%1 a une autre échelle : %2 octets par intervalle contre %3 dans les exécutions précédentes</translation>
    </message>
    <message>
        <source>%1 has %2 bins for the range %3 where an earlier run had %4</source>
        <translation>%1 a %2 intervalles pour la plage %3, là où une exécution précédente en avait %4</translation>
    </message>
    <message>
        <source>%1 covers %2, which overlaps an earlier histogram without matching it</source>
        <translation>%1 couvre %2, qui chevauche un histogramme précédent sans lui correspondre</translation>
    </message>
    <message>
        <source>%1: has no .text section</source>
        <translation>%1 : n’a pas de section .text</translation>
    </message>
    <message>
        <source>%1: has no function symbols</source>
        <translation>%1 : n’a pas de symboles de fonction</translation>
    </message>
    <message>
        <source>%1: has no line information (compile with -g)</source>
        <translation>%1 : n’a pas d’informations de ligne (compiler avec -g)</translation>
    </message>
    <message>
        <source>%1: line %2: not of the form FILE:ADDRESS TYPE FUNCTION (as nm -A prints)</source>
        <translation>%1 : ligne %2 : pas de la forme FICHIER:ADRESSE TYPE FONCTION (comme l’affiche nm -A)</translation>
    </message>
    <message>
        <source>call graph: the head of the cycle through %1 was not found; cycles may be numbered differently from gprof, which stops here</source>
        <translation>graphe d’appels : la tête du cycle passant par %1 est introuvable ; les cycles peuvent être numérotés autrement que par gprof, qui s’arrête ici</translation>
    </message>
    <message>
        <source>call graph: %1 was joined to the cycle of %2 and another; cycles may be numbered differently from gprof, which stops here</source>
        <translation>graphe d’appels : %1 a été rattaché au cycle de %2 et à un autre ; les cycles peuvent être numérotés autrement que par gprof, qui s’arrête ici</translation>
    </message>
    <message>
        <source>%1: source lines are named after the ELF symbols around them, not the DWARF functions, which could not be read: %2</source>
        <translation>%1 : les lignes de source portent le nom des symboles ELF qui les entourent, non celui des fonctions DWARF, illisibles : %2</translation>
    </message>
    <message>
        <source>the profile has no histogram, so there is no flat profile (%1 has only call-graph data)</source>
        <translation>le profil n’a pas d’histogramme, donc pas de profil plat (%1 ne contient que des données de graphe d’appels)</translation>
    </message>
    <message>
        <source>the profile has no call-graph data (%1 has no arcs: was the program compiled and linked with -pg?)</source>
        <translation>le profil n’a pas de données de graphe d’appels (%1 n’a pas d’arcs : le programme a-t-il été compilé et lié avec -pg ?)</translation>
    </message>
    <message>
        <source>%1: is summed already; a run counts once</source>
        <translation>%1 : est déjà sommé ; une exécution ne compte qu’une fois</translation>
    </message>
    <message>
        <source>%1: holds the same run as %2, which is summed already; a run counts once</source>
        <translation>%1 : contient la même exécution que %2, déjà sommée ; une exécution ne compte qu’une fois</translation>
    </message>
    <message>
        <source>%1: no runs to compare; give its gmon files after it</source>
        <translation>%1 : aucune exécution à comparer ; donnez ses fichiers gmon après lui</translation>
    </message>
    <message>
        <source>%1: none of its runs could be read, nothing to compare</source>
        <translation>%1 : aucune de ses exécutions n&apos;a pu être lue, rien à comparer</translation>
    </message>
    <message>
        <source>%1 and %2 are programs for different architectures (%3 and %4): compare builds of one program</source>
        <translation>%1 et %2 sont des programmes pour des architectures différentes (%3 et %4) : comparez des versions d&apos;un même programme</translation>
    </message>
    <message>
        <source>the two sides sample at different rates (%1 and %2 per second); compared in seconds</source>
        <translation>les deux côtés échantillonnent à des fréquences différentes (%1 et %2 par seconde) ; comparés en secondes</translation>
    </message>
    <message>
        <source>%1: no runs to summarize; give its gmon files after it</source>
        <translation>%1 : aucune exécution à résumer ; donnez ses fichiers gmon après lui</translation>
    </message>
    <message>
        <source>%1: none of its runs could be read, nothing to summarize</source>
        <translation>%1 : aucune de ses exécutions n&apos;a pu être lue, rien à résumer</translation>
    </message>
    <message>
        <source>%1 was not written by this executable: %2</source>
        <translation>%1 n’a pas été écrit par cet exécutable : %2</translation>
    </message>
    <message>
        <source>Its addresses are read against another program&apos;s code, so the samples and calls land on the wrong functions: the profile looks plausible and is wrong. gprof does the same, silently.</source>
        <translation>Ses adresses sont lues dans le code d’un autre programme : échantillons et appels tombent sur les mauvaises fonctions, et le profil semble plausible mais est faux. gprof fait de même, sans rien dire.</translation>
    </message>
    <message>
        <source>Open the run with the executable that wrote it: the very build that ran (rebuilding, even from the same source, moves the code).</source>
        <translation>Ouvrez l’exécution avec l’exécutable qui l’a écrite : la compilation même qui a tourné (recompiler, même depuis la même source, déplace le code).</translation>
    </message>
    <message>
        <source>%1 holds addresses %2 away from this executable&apos;s: its histogram covers %3 to %4, the program&apos;s code %5 to %6</source>
        <translation>%1 contient des adresses décalées de %2 par rapport à cet exécutable : son histogramme couvre %3 à %4, le code du programme %5 à %6</translation>
    </message>
    <message>
        <source>The run recorded where the code was loaded, not the addresses in the file (C libraries before glibc 2.27 do this for position-independent executables), or the other way round. No sample lands where it belongs.</source>
        <translation>L’exécution a noté où le code était chargé, et non les adresses du fichier (les bibliothèques C antérieures à glibc 2.27 le font pour les exécutables indépendants de la position), ou l’inverse. Aucun échantillon ne tombe à sa place.</translation>
    </message>
    <message>
        <source>Build with -no-pie (gcc -pg -no-pie), or profile with a C library that records link-time addresses (glibc 2.27 or later, for -static-pie builds too).</source>
        <translation>Compilez avec -no-pie (gcc -pg -no-pie), ou profilez avec une bibliothèque C qui note les adresses d’édition de liens (glibc 2.27 ou plus récente, pour les constructions -static-pie aussi).</translation>
    </message>
    <message>
        <source>its histogram covers %1 to %2, this executable&apos;s profiled code %3</source>
        <translation>son histogramme couvre %1 à %2, le code profilé de cet exécutable %3</translation>
    </message>
    <message>
        <source>%1 of its %2 calls do not come from a call instruction into a function of this executable (the first from %3 to %4)</source>
        <translation>%1 de ses %2 appels ne viennent pas d’une instruction d’appel vers une fonction de cet exécutable (le premier de %3 à %4)</translation>
    </message>
    <message>
        <source>%1 of its %2 calls go to addresses outside this executable&apos;s code (the first from %3 to %4)</source>
        <translation>%1 de ses %2 appels vont à des adresses hors du code de cet exécutable (le premier de %3 à %4)</translation>
    </message>
    <message>
        <source>The program stopped while it wrote the file (a crash, a kill, a full disk): the calls after the cut are missing, and the call graph counts too few.</source>
        <translation>Le programme s’est arrêté pendant l’écriture du fichier (plantage, kill, disque plein) : les appels après la coupure manquent et le graphe d’appels en compte trop peu.</translation>
    </message>
    <message>
        <source>Run the program again and let it exit normally (return from main or call exit).</source>
        <translation>Relancez le programme et laissez-le se terminer normalement (retour de main ou appel à exit).</translation>
    </message>
    <message>
        <source>%1 % of the samples (%2 of %3) fall outside every function of the executable</source>
        <translation>%1 % des échantillons (%2 sur %3) tombent hors de toute fonction de l’exécutable</translation>
    </message>
    <message>
        <source>gprof and gmonview leave them out: the times and percentages are of the rest. They are usually time in the PLT stubs that lead into shared libraries, or in code without symbols (a stripped part).</source>
        <translation>gprof et gmonview les laissent de côté : temps et pourcentages portent sur le reste. C’est en général du temps dans les stubs PLT qui mènent aux bibliothèques partagées, ou dans du code sans symboles (une partie épurée).</translation>
    </message>
    <message>
        <source>Time in shared libraries is not profiled by gprof at all: link statically (-static) to see the library&apos;s functions, or use a sampling profiler (perf) for them.</source>
        <translation>gprof ne profile pas du tout le temps passé dans les bibliothèques partagées : liez statiquement (-static) pour voir leurs fonctions, ou utilisez un profileur par échantillonnage (perf).</translation>
    </message>
    <message>
        <source>The runs hold samples but no call counts at all</source>
        <translation>Les exécutions contiennent des échantillons mais aucun compte d’appels</translation>
    </message>
    <message>
        <source>Without calls there is no call graph, and times cannot be propagated to callers. Either nothing was built with -pg, or the C library does not count calls on this target (m68k).</source>
        <translation>Sans appels il n’y a pas de graphe d’appels, et les temps ne peuvent pas remonter aux appelants. Soit rien n’a été compilé avec -pg, soit la bibliothèque C ne compte pas les appels sur cette cible (m68k).</translation>
    </message>
    <message>
        <source>Compile and link every file with -pg.</source>
        <translation>Compilez et liez chaque fichier avec -pg.</translation>
    </message>
    <message>
        <source>The program starts threads (it calls %1)</source>
        <translation>Le programme lance des threads (il appelle %1)</translation>
    </message>
    <message>
        <source>Few samples: %1 in all (%2 s); the busiest function, %3, has %4, so its time is known only to ±%5 %</source>
        <translation>Peu d’échantillons : %1 en tout (%2 s) ; la fonction la plus occupée, %3, en a %4, donc son temps n’est connu qu’à ±%5 % près</translation>
    </message>
    <message>
        <source>Each sample is 1/%1 s, and a count of N samples varies by about √N from run to run: differences smaller than that are noise.</source>
        <translation>Chaque échantillon vaut 1/%1 s, et un compte de N échantillons varie d’environ √N d’une exécution à l’autre : les écarts plus petits sont du bruit.</translation>
    </message>
    <message>
        <source>For ±5 % on the busiest function it needs 400 samples: run about %1 times as long (%2 s of profile), or sum several runs.</source>
        <translation>Pour ±5 % sur la fonction la plus occupée il faut 400 échantillons : faites tourner environ %1 fois plus longtemps (%2 s de profil), ou additionnez plusieurs exécutions.</translation>
    </message>
    <message>
        <source>%1 and %2 look like different programs: only %3 of the %4 functions compared are in both, the others are listed as new or removed</source>
        <translation>%1 et %2 semblent être des programmes différents : seules %3 des %4 fonctions comparées sont dans les deux, les autres sont listées comme nouvelles ou supprimées</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) with samples built without -pg (no call to %1 in the code): %2</source>
        <translation>
            <numerusform>%n fonction avec des échantillons compilée sans -pg (aucun appel à %1 dans son code) : %2</numerusform>
            <numerusform>%n fonctions avec des échantillons compilées sans -pg (aucun appel à %1 dans leur code) : %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) with samples seemingly built without -pg (never seen called or calling): %1</source>
        <translation>
            <numerusform>%n fonction avec des échantillons apparemment compilée sans -pg (jamais vue appelée ni appelante) : %1</numerusform>
            <numerusform>%n fonctions avec des échantillons apparemment compilées sans -pg (jamais vues appelées ni appelantes) : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Code built without -pg (a library linked in, a file compiled without it) has its own time counted, but not its calls, so time is not propagated through it and its callers look cheaper than they are.</source>
        <translation>Du code compilé sans -pg (une bibliothèque liée, un fichier compilé sans) voit son propre temps compté, mais pas ses appels : le temps n’est pas propagé à travers lui, et ses appelants semblent moins coûteux qu’ils ne le sont.</translation>
    </message>
    <message>
        <source>Compile that code with -pg too, or read its time as self time only.</source>
        <translation>Compilez aussi ce code avec -pg, ou lisez son temps comme du temps propre seulement.</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends early: its last record was cut off after %n byte(s)</source>
        <translation>
            <numerusform>%1 se termine trop tôt : son dernier enregistrement est coupé après %n octet</numerusform>
            <numerusform>%1 se termine trop tôt : son dernier enregistrement est coupé après %n octets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gprof counts %n piece(s) of functions that GCC split off or cloned under unrelated functions: %1</source>
        <translation>
            <numerusform>gprof compte %n morceau de fonction que GCC a détaché ou cloné sous une fonction sans rapport : %1</numerusform>
            <numerusform>gprof compte %n morceaux de fonctions que GCC a détachés ou clonés sous des fonctions sans rapport : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>gprof takes no symbol for the pieces named .part, .isra or .cold (nor for a .constprop name followed in the symbol table by one of those), so each piece&apos;s samples and calls land on the function before it in memory: that function&apos;s time and calls include the piece&apos;s, and calls into the piece show as calls to it. gmonview report prints gprof&apos;s text, with the same error; the window credits each piece to the function it was split from, or shows it on a row of its own where that function was inlined away.</source>
        <translation>gprof ne prend aucun symbole pour les morceaux nommés .part, .isra ou .cold (ni pour un nom .constprop suivi dans la table des symboles par l’un d’eux) ; les échantillons et les appels de chaque morceau vont donc à la fonction qui le précède en mémoire : le temps et les appels de cette fonction incluent ceux du morceau, et les appels au morceau apparaissent comme des appels à elle. gmonview report imprime le texte de gprof, avec la même erreur ; la fenêtre attribue chaque morceau à la fonction dont il a été détaché, ou le montre sur sa propre ligne là où cette fonction a été entièrement intégrée.</translation>
    </message>
    <message>
        <source>Read those rows as the functions the pieces were split from (the name before the first dot). To give every function one symbol, build with -fno-partial-inlining -fno-ipa-sra -fno-ipa-cp -fno-reorder-blocks-and-partition.</source>
        <translation>Lisez ces lignes comme les fonctions dont les morceaux ont été détachés (le nom avant le premier point). Pour que chaque fonction ait un seul symbole, compilez avec -fno-partial-inlining -fno-ipa-sra -fno-ipa-cp -fno-reorder-blocks-and-partition.</translation>
    </message>
    <message>
        <source>%1: sampled at %2 Hz, the runs before it at %3 Hz</source>
        <translation>%1 : échantillonné à %2 Hz, les exécutions précédentes à %3 Hz</translation>
    </message>
    <message>
        <source>%1: its samples do not add to theirs; profile runs at one rate</source>
        <translation>%1 : ses échantillons ne s&apos;additionnent pas aux leurs ; profilez les exécutions à une seule fréquence</translation>
    </message>
    <message>
        <source>%1; gprof (and this report) times every sample at the first run&apos;s rate, so the times are wrong</source>
        <translation>%1 ; gprof (et ce rapport) compte chaque échantillon à la fréquence de la première exécution, les temps sont donc faux</translation>
    </message>
    <message>
        <source>%1: the histogram record at offset %2 covers %3-%4 in %5 bins</source>
        <translation>%1 : l&apos;enregistrement d&apos;histogramme à la position %2 couvre %3-%4 en %5 classes</translation>
    </message>
    <message>
        <source>%1; as the first record it leaves gprof (and this report) no scale, so no sample is credited to any function</source>
        <translation>%1 ; en premier, il ne laisse à gprof (et à ce rapport) aucune échelle, donc aucun échantillon n&apos;est attribué à une fonction</translation>
    </message>
    <message>
        <source>%1: left out</source>
        <translation>%1 : laissé de côté</translation>
    </message>
    <message>
        <source>%1: sampling rate 0 Hz; gprof (and this report) prints every time as infinite</source>
        <translation>%1 : fréquence d&apos;échantillonnage 0 Hz ; gprof (et ce rapport) affiche chaque temps comme infini</translation>
    </message>
    <message>
        <source>%1: sampling rate 0 Hz: its samples have no duration</source>
        <translation>%1 : fréquence d&apos;échantillonnage 0 Hz : ses échantillons n&apos;ont pas de durée</translation>
    </message>
    <message>
        <source>%1 holds no sample and no call: nothing was profiled</source>
        <translation>%1 ne contient aucun échantillon ni aucun appel : rien n&apos;a été profilé</translation>
    </message>
    <message>
        <source>Every time and count from it is zero. The program stopped before it ran anything profiled (it exited or failed at once), or ran too briefly for a clock tick and called no function built with -pg.</source>
        <translation>Chaque temps et chaque compte en sont nuls. Le programme s&apos;est arrêté avant d&apos;exécuter quoi que ce soit de profilé (il est sorti ou a échoué aussitôt), ou a tourné trop peu pour un tic d&apos;horloge sans appeler de fonction compilée avec -pg.</translation>
    </message>
    <message>
        <source>Check that the program did its work (its output and exit status), that its files were compiled and linked with -pg, and run it longer.</source>
        <translation>Vérifiez que le programme a fait son travail (sa sortie et son code de retour), que ses fichiers ont été compilés et liés avec -pg, et faites-le tourner plus longtemps.</translation>
    </message>
    <message numerus="yes">
        <source>%n estimated path(s) under half a microsecond left out (%1 µs in all); the weights are microseconds</source>
        <translation>
            <numerusform>%n chemin estimé de moins d&apos;une demi-microseconde laissé de côté (%1 µs en tout) ; les poids sont en microsecondes</numerusform>
            <numerusform>%n chemins estimés de moins d&apos;une demi-microseconde laissés de côté (%1 µs en tout) ; les poids sont en microsecondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the text of %n source file(s) outside the program&apos;s build folders and the folders given was left out of the page: %1</source>
        <translation>
            <numerusform>le texte de %n fichier source hors des dossiers du programme et des dossiers donnés a été laissé hors de la page : %1</numerusform>
            <numerusform>le texte de %n fichiers source hors des dossiers du programme et des dossiers donnés a été laissé hors de la page : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: reading was stopped</source>
        <translation>%1 : lecture interrompue</translation>
    </message>
    <message>
        <source>no gcov for GCC %1 (neither gcov-%1 nor a gcov of version %1 is on the PATH): install GCC %1&apos;s gcov to read its coverage files</source>
        <translation>pas de gcov pour GCC %1 (ni gcov-%1 ni un gcov de version %1 dans le PATH) : installez le gcov de GCC %1 pour lire ses fichiers de couverture</translation>
    </message>
    <message>
        <source>%1 (written by GCC %2): %3</source>
        <translation>%1 (écrit par GCC %2) : %3</translation>
    </message>
    <message>
        <source>%1: no compiler&apos;s notes beside it (%2): %3</source>
        <translation>%1 : pas de notes du compilateur à côté (%2) : %3</translation>
    </message>
    <message>
        <source>%1: its counts are of another compilation than %2 (their stamps differ): the program was rebuilt after the run, or the file comes from another build</source>
        <translation>%1 : ses comptes viennent d’une autre compilation que %2 (leurs tampons diffèrent) : le programme a été recompilé après l’exécution, ou le fichier vient d’une autre compilation</translation>
    </message>
    <message>
        <source>%1: %2 could not read it: %3</source>
        <translation>%1 : %2 n’a pas pu le lire : %3</translation>
    </message>
    <message>
        <source>%1: %2&apos;s output is not the JSON expected: %3</source>
        <translation>%1 : la sortie de %2 n’est pas le JSON attendu : %3</translation>
    </message>
    <message>
        <source>no coverage data (.gcda) given</source>
        <translation>aucune donnée de couverture (.gcda) donnée</translation>
    </message>
    <message numerus="yes">
        <source>The execution counts are not of the runs summed: mcount and gcov count the calls of %n function(s) differently (calls / executions): %1</source>
        <translation>
            <numerusform>Les comptes d’exécutions ne viennent pas des lancements sommés : mcount et gcov comptent différemment les appels de %n fonction (appels / exécutions) : %1</numerusform>
            <numerusform>Les comptes d’exécutions ne viennent pas des lancements sommés : mcount et gcov comptent différemment les appels de %n fonctions (appels / exécutions) : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>gcov adds every run of the coverage build to its .gcda files, while each gmon file holds one run; counts from other runs or another build are set against these samples, so times per execution are wrong by the ratio of the two.</source>
        <translation>gcov ajoute chaque lancement de la compilation avec couverture à ses fichiers .gcda, alors que chaque fichier gmon contient un lancement ; des comptes d’autres lancements ou d’une autre compilation sont mis en regard de ces échantillons, et les temps par exécution sont faux du rapport des deux.</translation>
    </message>
    <message>
        <source>Delete the .gcda files, run the program once, and open the gmon.out and the .gcda files that run wrote together (the same runs on both sides).</source>
        <translation>Supprimez les fichiers .gcda, lancez le programme une fois, et ouvrez ensemble le gmon.out et les fichiers .gcda de ce lancement (les mêmes lancements des deux côtés).</translation>
    </message>
    <message>
        <source>The samples were taken on the coverage build (%1 has gcov&apos;s counters); the execution counts are of %2 run(s) and the samples of %3 run(s)</source>
        <translation>Les échantillons ont été pris sur la compilation avec couverture (%1 contient les compteurs de gcov) ; les comptes d’exécutions viennent de %2 lancement(s) et les échantillons de %3</translation>
    </message>
    <message>
        <source>The samples were taken on a build without coverage (%1 has no gcov counters); the execution counts come from another build, of %2 run(s), and the samples of %3 run(s)</source>
        <translation>Les échantillons ont été pris sur une compilation sans couverture (%1 n’a pas de compteurs gcov) ; les comptes d’exécutions viennent d’une autre compilation, de %2 lancement(s), et les échantillons de %3</translation>
    </message>
    <message>
        <source>The counters cost time on every line they count, and GCC can optimise a coverage build differently (a call hoisted out of a loop in the plain build can run on every iteration in this one): times per execution hold for this build.</source>
        <translation>Les compteurs coûtent du temps sur chaque ligne qu’ils comptent, et GCC peut optimiser autrement une compilation avec couverture (un appel sorti d’une boucle dans la compilation normale peut s’exécuter à chaque itération dans celle-ci) : les temps par exécution valent pour cette compilation.</translation>
    </message>
    <message>
        <source>Lines and counts match only when both builds compile the same source with the same options; GCC can optimise the coverage build differently, so a line&apos;s time per execution mixes two builds.</source>
        <translation>Lignes et comptes ne concordent que si les deux compilations traduisent la même source avec les mêmes options ; GCC peut optimiser autrement la compilation avec couverture, et le temps par exécution d’une ligne mêle alors deux compilations.</translation>
    </message>
    <message>
        <source>gcov&apos;s counts cannot leave runs out: they stay those of every run the .gcda files hold while %1 of %2 runs are summed.</source>
        <translation>Les comptes de gcov ne peuvent pas écarter de lancements : ils restent ceux de tous les lancements des fichiers .gcda, alors que %1 lancements sur %2 sont sommés.</translation>
    </message>
    <message>
        <source>To time the plain build, profile it too and compare the two (File &gt; Compare); take counts and samples from the same runs of one build.</source>
        <translation>Pour chronométrer la compilation normale, profilez-la aussi et comparez les deux (Fichier &gt; Comparer) ; prenez comptes et échantillons des mêmes lancements d’une seule compilation.</translation>
    </message>
    <message>
        <source>%1 was not written for this library: %2</source>
        <translation>%1 n’a pas été écrit pour cette bibliothèque : %2</translation>
    </message>
    <message>
        <source>Its addresses are read against another library&apos;s code, so the samples and calls land on the wrong functions.</source>
        <translation>Ses adresses sont lues sur le code d’une autre bibliothèque : échantillons et appels tombent sur les mauvaises fonctions.</translation>
    </message>
    <message>
        <source>Open the profile with the very library the program loaded (ldd shows which; a rebuild moves its code), or remove the profile and run the program again.</source>
        <translation>Ouvrez le profil avec la bibliothèque même que le programme a chargée (ldd montre laquelle ; une recompilation déplace son code), ou supprimez le profil et relancez le programme.</translation>
    </message>
    <message>
        <source>glibc may have merged the calls from outside the library into functions that start within %1 bytes of each other: %2</source>
        <translation>la glibc a pu fusionner les appels venus de l’extérieur de la bibliothèque vers des fonctions qui commencent à moins de %1 octets l’une de l’autre : %2</translation>
    </message>
    <message>
        <source>glibc files a call into the library under the callee&apos;s %1-byte span and the caller, and every caller outside the library is the same one: calls from outside into the second function of a span are counted as calls into whichever was called first, and the other shows none. The samples are not affected.</source>
        <translation>La glibc range un appel dans la bibliothèque sous la tranche de %1 octets de l’appelée et sous l’appelant, et tout appelant extérieur à la bibliothèque est le même : les appels de l’extérieur vers la seconde fonction d’une tranche sont comptés comme des appels à celle qui a été appelée la première, et l’autre n’en montre aucun. Les échantillons ne sont pas touchés.</translation>
    </message>
    <message>
        <source>Read those functions&apos; call counts as their sum. To count them apart, align the library&apos;s exported functions to %1 bytes (-falign-functions=%1) and profile again.</source>
        <translation>Lisez les nombres d’appels de ces fonctions comme leur somme. Pour les compter à part, alignez les fonctions exportées de la bibliothèque sur %1 octets (-falign-functions=%1) et profilez de nouveau.</translation>
    </message>
    <message>
        <source>its histogram covers %1-%2, and the library&apos;s code is at %3-%4</source>
        <translation>son histogramme couvre %1-%2, et le code de la bibliothèque est en %3-%4</translation>
    </message>
    <message>
        <source>it counts calls entering the library at %1, where none of its exported functions starts</source>
        <translation>il compte des appels qui entrent dans la bibliothèque en %1, où ne commence aucune de ses fonctions exportées</translation>
    </message>
    <message>
        <source>%1 is glibc&apos;s profile of the shared library %2 (LD_PROFILE)</source>
        <translation>%1 est le profil par la glibc de la bibliothèque partagée %2 (LD_PROFILE)</translation>
    </message>
    <message>
        <source>Its samples are exact for the library&apos;s code. Calls are counted only where they enter the library through its PLT (its exported functions, called from outside or through the PLT from inside): calls inside the library are not recorded, so its functions&apos; call counts leave them out, and every caller outside the library is one, &lt;outside the library&gt;. The file is shared by every process that used the same output folder and is not reset between runs: it holds their sum.</source>
        <translation>Ses échantillons sont exacts pour le code de la bibliothèque. Les appels ne sont comptés que là où ils entrent dans la bibliothèque par sa PLT (ses fonctions exportées, appelées de l’extérieur ou de l’intérieur par la PLT) : les appels internes à la bibliothèque ne sont pas enregistrés, les nombres d’appels de ses fonctions les omettent donc, et tous les appelants extérieurs n’en font qu’un, &lt;outside the library&gt;. Le fichier est partagé par tous les processus qui ont utilisé le même dossier de sortie et n’est pas remis à zéro entre les lancements : il contient leur somme.</translation>
    </message>
    <message>
        <source>For the figures of one run, remove the file (or give LD_PROFILE_OUTPUT a new folder) before running. For calls inside the library, build it into a program with -pg instead.</source>
        <translation>Pour les chiffres d’un seul lancement, supprimez le fichier (ou donnez un nouveau dossier à LD_PROFILE_OUTPUT) avant de lancer. Pour les appels internes à la bibliothèque, compilez-la plutôt dans un programme avec -pg.</translation>
    </message>
    <message>
        <source>%1 is still being written: process %2 (%3) has it mapped</source>
        <translation>%1 est encore en cours d’écriture : le processus %2 (%3) l’a projeté en mémoire</translation>
    </message>
    <message>
        <source>A program running with LD_PROFILE updates the file in place: the figures shown are of a moment, and change while it runs.</source>
        <translation>Un programme lancé avec LD_PROFILE met à jour le fichier sur place : les chiffres affichés sont ceux d’un instant et changent tant qu’il tourne.</translation>
    </message>
    <message>
        <source>Open the file again once the program has exited.</source>
        <translation>Rouvrez le fichier une fois le programme terminé.</translation>
    </message>
    <message>
        <source>glibc writes no profile of %1, and says nothing: it has no PLT relocations, the places LD_PROFILE counts calls at (nothing calls its functions through a PLT). Profile it built into a program with -pg instead.</source>
        <translation>La glibc n’écrit aucun profil de %1, sans rien dire : elle n’a pas de relocations PLT, les endroits où LD_PROFILE compte les appels (rien n’appelle ses fonctions par une PLT). Profilez-la plutôt compilée dans un programme avec -pg.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n call(s) and no histogram: no time was sampled</source>
        <translation>
            <numerusform>%1 contient %n appel et aucun histogramme : aucun temps n&apos;a été échantillonné</numerusform>
            <numerusform>%1 contient %n appels et aucun histogramme : aucun temps n&apos;a été échantillonné</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n call(s) and no sample: its histogram is all zeros</source>
        <translation>
            <numerusform>%1 contient %n appel et aucun échantillon : son histogramme ne contient que des zéros</numerusform>
            <numerusform>%1 contient %n appels et aucun échantillon : son histogramme ne contient que des zéros</numerusform>
        </translation>
    </message>
    <message>
        <source>The call counts are right, but every time is zero: the profiling clock (SIGPROF from ITIMER_PROF, one sample per %1 ms of CPU time) never sampled the program. It used less CPU time than one tick, or SIGPROF was blocked or taken over while it worked, or the C library has no profil on this target (some embedded ones).</source>
        <translation>Les nombres d&apos;appels sont justes, mais chaque temps est nul : l&apos;horloge de profilage (SIGPROF d&apos;ITIMER_PROF, un échantillon par %1 ms de temps CPU) n&apos;a jamais échantillonné le programme. Il a utilisé moins de temps CPU qu&apos;un tic, ou SIGPROF était bloqué ou détourné pendant qu&apos;il travaillait, ou la bibliothèque C n&apos;a pas de profil sur cette cible (certaines embarquées).</translation>
    </message>
    <message>
        <source>The call counts are right, but every time is zero: the profiling clock (SIGPROF from ITIMER_PROF, one sample per %1 ms of CPU time) never sampled the program. The program calls %2, so it may have blocked SIGPROF or replaced the profiling timer while it worked; or it used less CPU time than one tick.</source>
        <translation>Les nombres d&apos;appels sont justes, mais chaque temps est nul : l&apos;horloge de profilage (SIGPROF d&apos;ITIMER_PROF, un échantillon par %1 ms de temps CPU) n&apos;a jamais échantillonné le programme. Le programme appelle %2 : il a peut-être bloqué SIGPROF ou remplacé le minuteur de profilage pendant qu&apos;il travaillait ; ou il a utilisé moins de temps CPU qu&apos;un tic.</translation>
    </message>
    <message>
        <source>Compare with the program&apos;s CPU time (time ./program): below one tick, run it longer or sum several runs. Leave SIGPROF out of the masks given to sigprocmask and pthread_sigmask, and do not use ITIMER_PROF or a SIGPROF handler in a profiled program. Without profil on the target, use a sampling profiler (perf).</source>
        <translation>Comparez avec le temps CPU du programme (time ./programme) : sous un tic, exécutez-le plus longtemps ou additionnez plusieurs exécutions. Laissez SIGPROF hors des masques donnés à sigprocmask et pthread_sigmask, et n&apos;utilisez ni ITIMER_PROF ni un gestionnaire de SIGPROF dans un programme profilé. Sans profil sur la cible, utilisez un profileur par échantillonnage (perf).</translation>
    </message>
    <message>
        <source>The runs hold samples but no call counts at all: %1 was built by clang for %2 (its .comment section says clang), whose -pg records no calls</source>
        <translation>Les exécutions contiennent des échantillons mais aucun nombre d&apos;appels : %1 a été construit par clang pour %2 (sa section .comment le dit), dont le -pg n&apos;enregistre aucun appel</translation>
    </message>
    <message>
        <source>On this target clang&apos;s -pg calls the C library&apos;s _mcount without the caller&apos;s address that glibc&apos;s _mcount takes, so every call is dropped as coming from outside the program. The samples, and so the self times, are right; there is no call graph, and no time is propagated to callers.</source>
        <translation>Sur cette cible, le -pg de clang appelle le _mcount de la bibliothèque C sans l&apos;adresse de l&apos;appelant que le _mcount de glibc attend : chaque appel est donc écarté comme venant de l&apos;extérieur du programme. Les échantillons, et donc les temps propres, sont justes ; il n&apos;y a pas de graphe d&apos;appels, et aucun temps n&apos;est propagé aux appelants.</translation>
    </message>
    <message>
        <source>For call counts, build with GCC (%1 -pg); otherwise read the times as self time only.</source>
        <translation>Pour les nombres d&apos;appels, construisez avec GCC (%1 -pg) ; sinon lisez les temps comme temps propre seulement.</translation>
    </message>
    <message>
        <source>%1 was built by clang for s390x (its .comment section says clang), whose -pg records calls with the wrong callers</source>
        <translation>%1 a été construit par clang pour s390x (sa section .comment le dit), dont le -pg enregistre les appels avec de mauvais appelants</translation>
    </message>
    <message>
        <source>glibc&apos;s _mcount on s390x reads the caller&apos;s return address where GCC&apos;s -pg code saves it (8 bytes above the stack pointer); clang&apos;s -pg code does not save it there, so each call is credited to whatever address was left in that slot: most calls are dropped as coming from outside the program, and the rest land on arbitrary callers. The call counts and the call graph are wrong; the samples, and so the self times, are right.</source>
        <translation>Sur s390x, le _mcount de glibc lit l&apos;adresse de retour de l&apos;appelant là où le code -pg de GCC la range (8 octets au-dessus du pointeur de pile) ; le code -pg de clang ne l&apos;y range pas, donc chaque appel est attribué à l&apos;adresse restée à cet endroit : la plupart des appels sont écartés comme venant de l&apos;extérieur du programme, et les autres tombent sur des appelants quelconques. Les nombres d&apos;appels et le graphe d&apos;appels sont faux ; les échantillons, et donc les temps propres, sont justes.</translation>
    </message>
    <message>
        <source>gprof measures the process, not a thread: on Linux, glibc&apos;s profiling clock (ITIMER_PROF) counts the CPU time of every thread, so the samples of all threads are summed into one histogram, and a function&apos;s time is its time in all threads together (the total can exceed the time on the clock). The call counters are shared without locks: glibc&apos;s mcount drops a call that comes while another thread is counting, so call counts may be low. There is no per-thread view; C libraries with per-thread timers (LinuxThreads, before 2003) sampled only the main thread.</source>
        <translation>gprof mesure le processus, pas un thread : sous Linux, l&apos;horloge de profilage de glibc (ITIMER_PROF) compte le temps CPU de chaque thread, donc les échantillons de tous les threads sont additionnés dans un seul histogramme, et le temps d&apos;une fonction est son temps dans tous les threads ensemble (le total peut dépasser la durée écoulée). Les compteurs d&apos;appels sont partagés sans verrou : le mcount de glibc écarte un appel qui arrive pendant qu&apos;un autre thread compte, donc les nombres d&apos;appels peuvent être trop bas. Il n&apos;y a pas de vue par thread ; les bibliothèques C à minuteurs par thread (LinuxThreads, avant 2003) n&apos;échantillonnaient que le thread principal.</translation>
    </message>
    <message>
        <source>For time per thread, use perf (perf record -g, then perf report --sort tid,symbol). With gprof, profile a run with one thread (a -pthread build told to use a single worker) and compare the profile&apos;s total time with the program&apos;s CPU time (time ./program).</source>
        <translation>Pour le temps par thread, utilisez perf (perf record -g, puis perf report --sort tid,symbol). Avec gprof, profilez une exécution à un seul thread (une construction -pthread réglée sur un seul travailleur) et comparez le temps total du profil avec le temps CPU du programme (time ./programme).</translation>
    </message>
    <message>
        <source>The histogram was sampled %1 times a second, and each of its bins covers %2 bytes of code (%3 bins for %4 to %5)</source>
        <translation>L&apos;histogramme a été échantillonné %1 fois par seconde, et chacune de ses classes couvre %2 octets de code (%3 classes pour %4 à %5)</translation>
    </message>
    <message>
        <source>The histogram was sampled %1 times a second, not gprof&apos;s usual 100: each sample counts as %2 ms</source>
        <translation>L&apos;histogramme a été échantillonné %1 fois par seconde, et non 100 comme d&apos;habitude avec gprof : chaque échantillon compte pour %2 ms</translation>
    </message>
    <message>
        <source>A bin&apos;s samples are shared by overlap among the lines and instructions it covers, as gprof shares them among functions: with %1 bytes a bin spans several instructions (glibc&apos;s bins cover 4 bytes), so the time of a line or an instruction is spread over its neighbours, and functions share the bins at their edges. Function totals are right to within a bin; line-level figures are not exact.</source>
        <translation>Les échantillons d&apos;une classe sont répartis selon le recouvrement entre les lignes et les instructions qu&apos;elle couvre, comme gprof les répartit entre fonctions : avec %1 octets, une classe couvre plusieurs instructions (les classes de glibc couvrent 4 octets), donc le temps d&apos;une ligne ou d&apos;une instruction se répartit sur ses voisines, et les fonctions se partagent les classes à leurs bords. Les totaux par fonction sont justes à une classe près ; les chiffres par ligne ne sont pas exacts.</translation>
    </message>
    <message>
        <source>Times are samples divided by the rate the file gives (%1 Hz), as gprof does: right if the C library sampled at that rate. A lower rate means fewer samples for the same run, and so noisier times.</source>
        <translation>Les temps sont les échantillons divisés par la fréquence que donne le fichier (%1 Hz), comme le fait gprof : justes si la bibliothèque C a échantillonné à cette fréquence. Une fréquence plus basse donne moins d&apos;échantillons pour la même exécution, donc des temps plus bruités.</translation>
    </message>
    <message>
        <source>Read line- and instruction-level times as shares of whole bins; for exact addresses, use a profiler that records each sample&apos;s address (perf record, then perf annotate).</source>
        <translation>Lisez les temps par ligne et par instruction comme des parts de classes entières ; pour des adresses exactes, utilisez un profileur qui enregistre l&apos;adresse de chaque échantillon (perf record, puis perf annotate).</translation>
    </message>
    <message>
        <source>Check the rate against the C library&apos;s profiling clock; for more samples, run longer or sum several runs.</source>
        <translation>Vérifiez la fréquence par rapport à l&apos;horloge de profilage de la bibliothèque C ; pour plus d&apos;échantillons, exécutez plus longtemps ou additionnez plusieurs exécutions.</translation>
    </message>
    <message>
        <source>%1 % of the samples (%2 of %3) are in the profiling hook&apos;s own code (%4): the cost of -pg itself</source>
        <translation>%1 % des échantillons (%2 sur %3) tombent dans le code même du crochet de profilage (%4) : le coût de -pg lui-même</translation>
    </message>
    <message>
        <source>Every call of a function built with -pg first calls the hook, which looks the call up and counts it. gprof and gmonview credit the hook&apos;s samples to no function, so the profile&apos;s times leave that cost out while the program ran that much slower; for small functions called very often it can be most of the run. In a program linked dynamically the hook is in the C library and its time is not sampled at all.</source>
        <translation>Chaque appel d&apos;une fonction compilée avec -pg appelle d&apos;abord le crochet, qui recherche l&apos;appel et le compte. gprof et gmonview n&apos;attribuent les échantillons du crochet à aucune fonction : les temps du profil laissent donc ce coût de côté, alors que le programme a tourné d&apos;autant plus lentement ; pour de petites fonctions appelées très souvent, cela peut être l&apos;essentiel de l&apos;exécution. Dans un programme lié dynamiquement, le crochet est dans la bibliothèque C et son temps n&apos;est pas échantillonné du tout.</translation>
    </message>
    <message>
        <source>Read the times as those of the code without its instrumentation. To see where the calls cost most, look at the call counts; to measure without the hook, build without -pg and use a sampling profiler (perf), or mark the tiny hot functions inline or no_instrument_function.</source>
        <translation>Lisez les temps comme ceux du code sans son instrumentation. Pour voir où les appels coûtent le plus, regardez les nombres d&apos;appels ; pour mesurer sans le crochet, construisez sans -pg et utilisez un profileur par échantillonnage (perf), ou marquez les petites fonctions chaudes inline ou no_instrument_function.</translation>
    </message>
    <message>
        <source>%1 % of the samples (%2 of %3) are on instructions that update gcov&apos;s counters (in the %4 busiest functions): the cost of coverage itself</source>
        <translation>%1 % des échantillons (%2 sur %3) tombent sur des instructions qui mettent à jour les compteurs de gcov (dans les %4 fonctions les plus occupées) : le coût de la couverture elle-même</translation>
    </message>
    <message>
        <source>The program was built with coverage (-fprofile-arcs or --coverage): each branch it takes adds one to a counter in memory, and those instructions take samples of their own. The functions&apos; and lines&apos; times include that cost, which the program built without coverage does not pay; only counters updated in memory are found (at -O2 GCC keeps some in registers through a loop).</source>
        <translation>Le programme a été construit avec couverture (-fprofile-arcs ou --coverage) : chaque branche prise ajoute un à un compteur en mémoire, et ces instructions reçoivent leurs propres échantillons. Les temps des fonctions et des lignes incluent ce coût, que le programme construit sans couverture ne paie pas ; seuls les compteurs mis à jour en mémoire sont trouvés (en -O2, GCC en garde certains dans des registres pendant une boucle).</translation>
    </message>
    <message>
        <source>Take the times from a build without coverage (profile it too, and compare the two with File &gt; Compare) and the execution counts from the coverage build; or read these times as those of the coverage build.</source>
        <translation>Prenez les temps d&apos;une construction sans couverture (profilez-la aussi, et comparez les deux avec Fichier &gt; Comparer) et les nombres d&apos;exécutions de la construction avec couverture ; ou lisez ces temps comme ceux de la construction avec couverture.</translation>
    </message>
</context>
</TS>
