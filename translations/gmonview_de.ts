<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QDialog</name>
    <message>
        <source>gmonview User Guide</source>
        <translation>gmonview-Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>%n function(s), double-click to expand</source>
        <translation>
            <numerusform>%n Funktion, zum Aufklappen doppelklicken</numerusform>
            <numerusform>%n Funktionen, zum Aufklappen doppelklicken</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;called %1 times</source>
        <translation>&lt;br&gt;%1-mal aufgerufen</translation>
    </message>
    <message>
        <source> (+%1 by itself)</source>
        <translation> (+%1 durch sich selbst)</translation>
    </message>
    <message>
        <source>&lt;br&gt;A cycle: %1 functions calling each other, drawn as one node. Double-click or use the context menu to expand it.</source>
        <translation>&lt;br&gt;Ein Zyklus: %1 Funktionen, die sich gegenseitig aufrufen, als ein Knoten gezeichnet. Zum Aufklappen doppelklicken oder das Kontextmenü verwenden.</translation>
    </message>
    <message>
        <source>%1 calls, carrying %2% of the time%3</source>
        <translation>%1 Aufrufe, die %2 % der Zeit tragen%3</translation>
    </message>
    <message>
        <source>; found in the code, never taken in the run</source>
        <translation>; im Code gefunden, im Lauf nie ausgeführt</translation>
    </message>
    <message>
        <source>Cycle %1, expanded; right-click to collapse it</source>
        <translation>Zyklus %1, aufgeklappt; zum Zuklappen rechtsklicken</translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>Zyklus %1</translation>
    </message>
    <message>
        <source>%1% (%2% self)</source>
        <translation>%1 % (%2 % selbst)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2% of the time with its callees, %3% in itself</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 % der Zeit mit den Aufgerufenen, %3 % in sich selbst</translation>
    </message>
    <message>
        <source>&lt;cycle %1 as a whole&gt;</source>
        <translation>&lt;Zyklus %1 als Ganzes&gt;</translation>
    </message>
    <message>
        <source>new in New</source>
        <translation>neu in New</translation>
    </message>
    <message>
        <source>self Δ ≈ %1 s</source>
        <translation>selbst Δ ≈ %1 s</translation>
    </message>
    <message>
        <source>self Δ ≈ %1%</source>
        <translation>selbst Δ ≈ %1 %</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;New:&lt;/b&gt; not in Base; %1 s self time per run in New (estimated from samples)</source>
        <translation>&lt;br&gt;&lt;b&gt;New:&lt;/b&gt; nicht in Base; %1 s Eigenzeit je Lauf in New (aus Stichproben geschätzt)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;Base → New&lt;/b&gt;, self time per run (estimated from samples): %1 s → %2 s, Δ %3 s</source>
        <translation>&lt;br&gt;&lt;b&gt;Base → New&lt;/b&gt;, Eigenzeit je Lauf (aus Stichproben geschätzt): %1 s → %2 s, Δ %3 s</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation> (%1 %)</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1% interval of Δ: %2 s to %3 s</source>
        <translation>&lt;br&gt;Intervall von Δ zu %1 %: %2 s bis %3 s</translation>
    </message>
    <message>
        <source>&lt;br&gt;p = %1, adjusted for all functions p = %2</source>
        <translation>&lt;br&gt;p = %1, für alle Funktionen korrigiert p = %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Too few samples to tell either way.</source>
        <translation>&lt;br&gt;Zu wenige Stichproben für eine Aussage.</translation>
    </message>
    <message>
        <source>&lt;br&gt;A significant change.</source>
        <translation>&lt;br&gt;Eine signifikante Änderung.</translation>
    </message>
    <message>
        <source>&lt;br&gt;No significant change.</source>
        <translation>&lt;br&gt;Keine signifikante Änderung.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Calls per run: %1 → %2</source>
        <translation>&lt;br&gt;Aufrufe je Lauf: %1 → %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Not compared: no match in Base.</source>
        <translation>&lt;br&gt;Nicht verglichen: keine Entsprechung in Base.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;cycle %1: +%n member(s) hidden&gt;</source>
        <translation>
            <numerusform>&lt;Zyklus %1: +%n Funktion ausgeblendet&gt;</numerusform>
            <numerusform>&lt;Zyklus %1: +%n Funktionen ausgeblendet&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;The functions of cycle %1 not drawn one by one (under the threshold or past the node budget): calls into and out of them end here.</source>
        <translation>&lt;br&gt;Die Funktionen von Zyklus %1, die nicht einzeln gezeichnet sind (unter der Schwelle oder über der Knotengrenze): Aufrufe in sie hinein und aus ihnen heraus enden hier.</translation>
    </message>
</context>
<context>
    <name>gmonview::AddressStrip</name>
    <message>
        <source>0x%1-0x%2: %3 samples</source>
        <translation>0x%1–0x%2: %3 Stichproben</translation>
    </message>
    <message>
        <source>Click to show its hottest line.</source>
        <translation>Klicken zeigt seine heißeste Zeile.</translation>
    </message>
</context>
<context>
    <name>gmonview::CallGraphView</name>
    <message>
        <source>Neighbourhood</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Whole program</source>
        <translation>Ganzes Programm</translation>
    </message>
    <message>
        <source>Draw the callers and callees of the current function, or every function above the threshold</source>
        <translation>Aufrufer und Aufgerufene der aktuellen Funktion zeichnen, oder jede Funktion über der Schwelle</translation>
    </message>
    <message>
        <source>callers </source>
        <translation>Aufrufer </translation>
    </message>
    <message>
        <source>Levels of callers to draw</source>
        <translation>Zu zeichnende Ebenen von Aufrufern</translation>
    </message>
    <message>
        <source>callees </source>
        <translation>Aufgerufene </translation>
    </message>
    <message>
        <source>Levels of callees to draw</source>
        <translation>Zu zeichnende Ebenen von Aufgerufenen</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>hide under </source>
        <translation>ausblenden unter </translation>
    </message>
    <message>
        <source>Leave out functions with less than this share of the time</source>
        <translation>Funktionen mit weniger als diesem Anteil an der Zeit weglassen</translation>
    </message>
    <message>
        <source>static arcs</source>
        <translation>statische Kanten</translation>
    </message>
    <message>
        <source>Highlight</source>
        <translation>Hervorheben</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the graph to the window</source>
        <translation>Den Graphen ins Fenster einpassen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export Call Graph</source>
        <translation>Aufrufgraph exportieren</translation>
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
            <numerusform>%n Knoten wird angeordnet …</numerusform>
            <numerusform>%n Knoten werden angeordnet …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 ms</source>
        <translation> · %1 ms</translation>
    </message>
    <message>
        <source> (dot&apos;s effort limited)</source>
        <translation> (Aufwand von dot begrenzt)</translation>
    </message>
    <message>
        <source>Call graph</source>
        <translation>Aufrufgraph</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ins Fenster &amp;einpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Export as &amp;SVG...</source>
        <translation>Als &amp;SVG exportieren …</translation>
    </message>
    <message>
        <source>Export as &amp;PNG...</source>
        <translation>Als &amp;PNG exportieren …</translation>
    </message>
    <message>
        <source>Export as &amp;DOT...</source>
        <translation>Als &amp;DOT exportieren …</translation>
    </message>
    <message>
        <source>Graphviz could not lay the graph out</source>
        <translation>Graphviz konnte den Graphen nicht anordnen</translation>
    </message>
    <message>
        <source>Show Cycle &amp;Members</source>
        <translation>&amp;Mitglieder des Zyklus zeigen</translation>
    </message>
    <message>
        <source>Draw the functions of the current function&apos;s cycle instead of one node for the cycle</source>
        <translation>Die Funktionen des Zyklus der aktuellen Funktion zeichnen statt eines Knotens für den Zyklus</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>höchstens </translation>
    </message>
    <message>
        <source>Draw at most this many functions, the busiest; a bigger graph takes longer to lay out</source>
        <translation>Höchstens so viele Funktionen zeichnen, die meistbeschäftigten; ein größerer Graph braucht länger für das Layout</translation>
    </message>
    <message numerus="yes">
        <source>Show calls found in the machine code that the run never took (dashed). Off by default for graphs of more than %n function(s).</source>
        <translation>
            <numerusform>Im Maschinencode gefundene Aufrufe zeigen, die der Lauf nie genommen hat (gestrichelt). Für Graphen mit mehr als %n Funktion standardmäßig aus.</numerusform>
            <numerusform>Im Maschinencode gefundene Aufrufe zeigen, die der Lauf nie genommen hat (gestrichelt). Für Graphen mit mehr als %n Funktionen standardmäßig aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the graph as SVG, PNG or Graphviz DOT</source>
        <translation>Den Graphen als SVG, PNG oder Graphviz-DOT speichern</translation>
    </message>
    <message>
        <source>Cancel Layout</source>
        <translation>Layout abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for the layout and keep the graph shown (Esc)</source>
        <translation>Nicht länger auf das Layout warten und den gezeigten Graphen behalten (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Collapse Cycle %1</source>
        <translation>Zyklus %1 zuklappen</translation>
    </message>
    <message numerus="yes">
        <source>Show %n Hidden Function(s)</source>
        <translation>
            <numerusform>%n verborgene Funktion zeigen</numerusform>
            <numerusform>%n verborgene Funktionen zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Expand Cycle %1</source>
        <translation>Zyklus %1 &amp;aufklappen</translation>
    </message>
    <message>
        <source>&amp;Hide Cycle %1</source>
        <translation>Zyklus %1 &amp;verbergen</translation>
    </message>
    <message>
        <source>&amp;Focus Here</source>
        <translation>Hierauf &amp;fokussieren</translation>
    </message>
    <message>
        <source>Make this the current function and draw its neighbourhood</source>
        <translation>Diese Funktion zur aktuellen machen und ihre Nachbarschaft zeichnen</translation>
    </message>
    <message>
        <source>Go to &amp;Source</source>
        <translation>Zur &amp;Quelle</translation>
    </message>
    <message>
        <source>&amp;Hide This Function</source>
        <translation>Diese Funktion &amp;verbergen</translation>
    </message>
    <message>
        <source>&amp;Collapse Cycle %1</source>
        <translation>Zyklus %1 &amp;zuklappen</translation>
    </message>
    <message>
        <source>Copy &amp;Name</source>
        <translation>&amp;Namen kopieren</translation>
    </message>
    <message>
        <source>Layout cancelled.</source>
        <translation>Layout abgebrochen.</translation>
    </message>
    <message>
        <source>Layout cancelled: the graph shows what it showed before.</source>
        <translation>Layout abgebrochen: der Graph zeigt, was er vorher zeigte.</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden below %1 %</source>
        <translation>
            <numerusform>%n unter %1 % verborgen</numerusform>
            <numerusform>%n unter %1 % verborgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden: the graph shows at most %1 functions</source>
        <translation>
            <numerusform>%n verborgen: der Graph zeigt höchstens %1 Funktionen</numerusform>
            <numerusform>%n verborgen: der Graph zeigt höchstens %1 Funktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>show up to %1</source>
        <translation>bis zu %1 zeigen</translation>
    </message>
    <message numerus="yes">
        <source>%n hidden by you</source>
        <translation>
            <numerusform>%n von Ihnen verborgen</numerusform>
            <numerusform>%n von Ihnen verborgen</numerusform>
        </translation>
    </message>
    <message>
        <source>show again</source>
        <translation>wieder zeigen</translation>
    </message>
    <message numerus="yes">
        <source>static arcs off above %n function(s)</source>
        <translation>
            <numerusform>statische Kanten aus über %n Funktion</numerusform>
            <numerusform>statische Kanten aus über %n Funktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Base → New, self time per run: %1 significantly slower, %2 significantly faster, %3 no significant change or not compared; dashed: new in New. Δ ≈ is estimated from samples. Arrows: calls per run, base → new where they changed; in the colour of the function they lead to when it changed significantly.</source>
        <translation>Base → New, Eigenzeit je Lauf: %1 signifikant langsamer, %2 signifikant schneller, %3 keine signifikante Änderung oder nicht verglichen; gestrichelt: neu in New. Δ ≈ ist aus Stichproben geschätzt. Pfeile: Aufrufe je Lauf, Base → New, wo sie sich änderten; in der Farbe der Funktion, zu der sie führen, wenn diese sich signifikant änderte.</translation>
    </message>
    <message>
        <source>Only changes that are significant after the correction for testing every function (Benjamini-Hochberg, false discovery rate %1%) are coloured; the stronger the colour, the bigger the change in per cent. Hover a function for its interval and p-value.</source>
        <translation>Nur Änderungen, die nach der Korrektur für das Testen aller Funktionen signifikant sind (Benjamini-Hochberg, Falschentdeckungsrate %1 %), sind gefärbt; je kräftiger die Farbe, desto größer die Änderung in Prozent. Zeigen Sie auf eine Funktion für ihr Intervall und ihren p-Wert.</translation>
    </message>
    <message>
        <source>%1 calls per run in New; no such call in Base</source>
        <translation>%1 Aufrufe je Lauf in New; kein solcher Aufruf in Base</translation>
    </message>
    <message>
        <source>%1 calls per run in New, into or out of a cycle drawn as one node: not compared</source>
        <translation>%1 Aufrufe je Lauf in New, in oder aus einem als ein Knoten gezeichneten Zyklus: nicht verglichen</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Calls per run: %1 in Base, %2 in New (counted, not estimated)</source>
        <translation>Aufrufe je Lauf: %1 in Base, %2 in New (gezählt, nicht geschätzt)</translation>
    </message>
    <message>
        <source>%1 slower %2 faster %3 no significant change; Δ ≈ estimated</source>
        <translation>%1 langsamer %2 schneller %3 keine signifikante Änderung; Δ ≈ geschätzt</translation>
    </message>
</context>
<context>
    <name>gmonview::CallListModel</name>
    <message>
        <source>&lt;spontaneous&gt;</source>
        <translation>&lt;spontan&gt;</translation>
    </message>
    <message>
        <source>No recorded caller: called from code without -pg (such as the C library calling main) or from outside the profiled range</source>
        <translation>Kein aufgezeichneter Aufrufer: aus Code ohne -pg aufgerufen (etwa die C-Bibliothek, die main aufruft) oder von außerhalb des profilierten Bereichs</translation>
    </message>
    <message>
        <source>Recursive calls of the function to itself</source>
        <translation>Rekursive Aufrufe der Funktion durch sich selbst</translation>
    </message>
    <message>
        <source>A call inside cycle %1; no time is propagated between its members</source>
        <translation>Ein Aufruf innerhalb von Zyklus %1; zwischen seinen Mitgliedern wird keine Zeit weitergegeben</translation>
    </message>
    <message>
        <source>self</source>
        <translation>selbst</translation>
    </message>
    <message>
        <source>children</source>
        <translation>Kinder</translation>
    </message>
    <message>
        <source>called</source>
        <translation>aufgerufen</translation>
    </message>
    <message>
        <source>caller</source>
        <translation>Aufrufer</translation>
    </message>
    <message>
        <source>callee</source>
        <translation>Aufgerufene</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Calls per run: %1 in Base, %2 in New. Calls are counted, not estimated.</source>
        <translation>Aufrufe je Lauf: %1 in Base, %2 in New. Aufrufe werden gezählt, nicht geschätzt.</translation>
    </message>
    <message numerus="yes">
        <source>No such call in Base; %1 calls in New, over its %n run(s).</source>
        <translation>
            <numerusform>Kein solcher Aufruf in Base; %1 Aufrufe in New, über seinen %n Lauf.</numerusform>
            <numerusform>Kein solcher Aufruf in Base; %1 Aufrufe in New, über seine %n Läufe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::CallTreeModel</name>
    <message>
        <source>Calls along this arc: exact (counted by the profiled program)</source>
        <translation>Aufrufe entlang dieser Kante: exakt (vom profilierten Programm gezählt)</translation>
    </message>
    <message>
        <source>Estimated: gmon.out records no call stacks, so this path&apos;s share is gprof&apos;s assumption (time shared among callers by their calls)</source>
        <translation>Geschätzt: gmon.out speichert keine Aufrufstapel, der Anteil dieses Pfads folgt daher gprofs Annahme (Zeit unter den Aufrufern nach ihren Aufrufen verteilt)</translation>
    </message>
    <message>
        <source>gprof&apos;s figure: sampled time, shared one call level by call counts</source>
        <translation>gprofs Wert: gemessene Zeit, eine Aufrufebene weit nach Aufrufzahlen verteilt</translation>
    </message>
    <message>
        <source>Function (callees below)</source>
        <translation>Funktion (Aufgerufene darunter)</translation>
    </message>
    <message>
        <source>Function (callers below)</source>
        <translation>Funktion (Aufrufer darunter)</translation>
    </message>
    <message>
        <source>Total (s)</source>
        <translation>Gesamt (s)</translation>
    </message>
    <message>
        <source>Self (s)</source>
        <translation>Selbst (s)</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>Italic figures are estimates: beyond one call level gmon.out has no data</source>
        <translation>Kursive Werte sind Schätzungen: über eine Aufrufebene hinaus hat gmon.out keine Daten</translation>
    </message>
    <message>
        <source>Inlined code: mcount never runs for it, so there is no call count. Its time is the samples in its code, taken from the function it is part of.</source>
        <translation>Eingebetteter Code: mcount läuft dafür nie, daher gibt es keine Aufrufzahl. Seine Zeit sind die Stichproben in seinem Code, aus der Funktion genommen, zu der er gehört.</translation>
    </message>
</context>
<context>
    <name>gmonview::CallTreeView</name>
    <message>
        <source>Each function along each call path. Figures in &lt;i&gt;italics&lt;/i&gt; are estimated: gmon.out records no call stacks, so past one call level a path&apos;s time is gprof&apos;s assumption (a function&apos;s time shared among its callers by their calls). Calls are exact.</source>
        <translation>Jede Funktion auf jedem Aufrufpfad. Werte in &lt;i&gt;Kursivschrift&lt;/i&gt; sind geschätzt: gmon.out speichert keine Aufrufstapel, daher ist die Zeit eines Pfads jenseits einer Aufrufebene gprofs Annahme (die Zeit einer Funktion unter ihren Aufrufern nach deren Aufrufen verteilt). Aufrufe sind exakt.</translation>
    </message>
    <message>
        <source>Where the time is spent, then who called it. Figures in &lt;i&gt;italics&lt;/i&gt; are estimated: past the first callers, a path&apos;s share is gprof&apos;s assumption (a function&apos;s time shared among its callers by their calls). Calls are exact.</source>
        <translation>Wo die Zeit verbraucht wird, dann wer es aufrief. Werte in &lt;i&gt;Kursivschrift&lt;/i&gt; sind geschätzt: jenseits der ersten Aufrufer ist der Anteil eines Pfads gprofs Annahme (die Zeit einer Funktion unter ihren Aufrufern nach deren Aufrufen verteilt). Aufrufe sind exakt.</translation>
    </message>
</context>
<context>
    <name>gmonview::CallersCalleesView</name>
    <message>
        <source>Callers</source>
        <translation>Aufrufer</translation>
    </message>
    <message>
        <source>Callees</source>
        <translation>Aufgerufene</translation>
    </message>
    <message>
        <source>No function selected</source>
        <translation>Keine Funktion ausgewählt</translation>
    </message>
    <message>
        <source>called %1+%2 times</source>
        <translation>%1+%2-mal aufgerufen</translation>
    </message>
    <message>
        <source>called %1 times</source>
        <translation>%1-mal aufgerufen</translation>
    </message>
    <message>
        <source>no calls recorded</source>
        <translation>keine Aufrufe aufgezeichnet</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2% of the time with its callees &amp;nbsp; self %3 s, children %4 s, %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; &amp;nbsp; %2 % der Zeit mit ihren Aufgerufenen &amp;nbsp; selbst %3 s, Kinder %4 s, %5</translation>
    </message>
    <message>
        <source> &amp;nbsp; member of cycle %1</source>
        <translation> &amp;nbsp; Mitglied von Zyklus %1</translation>
    </message>
</context>
<context>
    <name>gmonview::CompareModel</name>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>schneller</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>too few samples</source>
        <translation>zu wenige Stichproben</translation>
    </message>
    <message>
        <source>no significant change</source>
        <translation>keine signifikante Änderung</translation>
    </message>
    <message>
        <source>Only in New: %1 s per run.</source>
        <translation>Nur in New: %1 s je Lauf.</translation>
    </message>
    <message>
        <source>Only in Base: %1 s per run.</source>
        <translation>Nur in Base: %1 s je Lauf.</translation>
    </message>
    <message>
        <source>Self time per run: %1 s in Base, %2 s in New.</source>
        <translation>Eigenzeit je Lauf: %1 s in Base, %2 s in New.</translation>
    </message>
    <message>
        <source>The difference is %1 s per run; with %2% confidence it lies between %3 s and %4 s.</source>
        <translation>Der Unterschied beträgt %1 s je Lauf; mit %2 % Konfidenz liegt er zwischen %3 s und %4 s.</translation>
    </message>
    <message>
        <source>Too few samples on both sides: no difference could be told from noise.</source>
        <translation>Zu wenige Stichproben auf beiden Seiten: kein Unterschied wäre von Rauschen zu unterscheiden.</translation>
    </message>
    <message>
        <source>p = %1, adjusted for the number of functions compared: %2.</source>
        <translation>p = %1, korrigiert für die Zahl der verglichenen Funktionen: %2.</translation>
    </message>
    <message>
        <source>Calls per run: %1 in Base, %2 in New (exact).</source>
        <translation>Aufrufe je Lauf: %1 in Base, %2 in New (exakt).</translation>
    </message>
    <message>
        <source>function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>base s</source>
        <translation>Base s</translation>
    </message>
    <message>
        <source>new s</source>
        <translation>New s</translation>
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
        <translation>Intervall</translation>
    </message>
    <message>
        <source>p (adj.)</source>
        <translation>p (korr.)</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>base calls</source>
        <translation>Base-Aufrufe</translation>
    </message>
    <message>
        <source>new calls</source>
        <translation>New-Aufrufe</translation>
    </message>
    <message>
        <source>Self seconds per run: the mean over the side&apos;s runs</source>
        <translation>Eigene Sekunden je Lauf: der Mittelwert über die Läufe der Seite</translation>
    </message>
    <message>
        <source>New minus Base, in self seconds per run</source>
        <translation>New minus Base, in eigenen Sekunden je Lauf</translation>
    </message>
    <message>
        <source>The difference as a share of Base&apos;s time for the function</source>
        <translation>Der Unterschied als Anteil an Base&apos; Zeit für die Funktion</translation>
    </message>
    <message>
        <source>Where the difference lies with %1% confidence (sampling noise and run-to-run spread)</source>
        <translation>Wo der Unterschied mit %1 % Konfidenz liegt (Stichprobenrauschen und Streuung zwischen Läufen)</translation>
    </message>
    <message>
        <source>The chance of a difference this large from noise alone, adjusted for the number of functions compared (Benjamini-Hochberg)</source>
        <translation>Die Wahrscheinlichkeit eines so großen Unterschieds allein durch Rauschen, korrigiert für die Zahl der verglichenen Funktionen (Benjamini-Hochberg)</translation>
    </message>
    <message>
        <source>Slower or faster when the difference is significant; see the user guide</source>
        <translation>Langsamer oder schneller, wenn der Unterschied signifikant ist; siehe Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Calls per run; exact counts, so any change is real</source>
        <translation>Aufrufe je Lauf; exakte Zählungen, jede Änderung ist also echt</translation>
    </message>
</context>
<context>
    <name>gmonview::ComparePanel</name>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Base runs</source>
        <translation>Base-Läufe</translation>
    </message>
    <message>
        <source>The runs of Base, the side compared against. Uncheck one to leave it out; drop gmon files here to add more.</source>
        <translation>Die Läufe von Base, der Vergleichsseite. Haken entfernen, um einen auszulassen; gmon-Dateien hier ablegen, um weitere hinzuzufügen.</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>Base: %1</translation>
    </message>
    <message>
        <source>Base: not summed:
%1</source>
        <translation>Base: nicht summiert:
%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s), %2 s per run)</source>
        <translation>
            <numerusform>%1 (%n Lauf, %2 s je Lauf)</numerusform>
            <numerusform>%1 (%n Läufe, %2 s je Lauf)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Base&lt;/b&gt; %1 &amp;nbsp; against &amp;nbsp; &lt;b&gt;New&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Base&lt;/b&gt; %1 &amp;nbsp; gegen &amp;nbsp; &lt;b&gt;New&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background:%1&quot;&gt;&amp;nbsp;%2 slower&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background:%3&quot;&gt;&amp;nbsp;%4 faster&amp;nbsp;&lt;/span&gt; &amp;nbsp; significant at %5% (false discoveries held to %6%); intervals are %7%. The rest could be noise.</source>
        <translation>&lt;span style=&quot;background:%1&quot;&gt;&amp;nbsp;%2 langsamer&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background:%3&quot;&gt;&amp;nbsp;%4 schneller&amp;nbsp;&lt;/span&gt; &amp;nbsp; signifikant auf dem Niveau %5 % (Falschentdeckungen auf %6 % begrenzt); Intervalle zu %7 %. Der Rest könnte Rauschen sein.</translation>
    </message>
    <message>
        <source>Stopped comparing: %1 is open now; Base (%2) was compared with %3.</source>
        <translation>Vergleich beendet: Jetzt ist %1 geöffnet; Base (%2) wurde mit %3 verglichen.</translation>
    </message>
</context>
<context>
    <name>gmonview::DiagnosticsView</name>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>What it means: %1</source>
        <translation>Bedeutung: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>Open a program and its runs: the doctor checks that the runs belong to the program and that the profile can be trusted.</source>
        <translation>Öffnen Sie ein Programm und seine Läufe: Die Diagnose prüft, ob die Läufe zum Programm gehören und ob man dem Profil trauen kann.</translation>
    </message>
    <message>
        <source>No findings: the runs were written by this program and hold enough samples.</source>
        <translation>Keine Befunde: Die Läufe stammen von diesem Programm und enthalten genug Stichproben.</translation>
    </message>
    <message>
        <source>Numbers wrong: </source>
        <translation>Zahlen falsch: </translation>
    </message>
    <message>
        <source>1 finding makes the numbers wrong; read it first.</source>
        <translation>1 Befund macht die Zahlen falsch; lesen Sie ihn zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>%n findings make the numbers wrong; read them first.</source>
        <translation>
            <numerusform>%n Befund macht die Zahlen falsch; lesen Sie ihn zuerst.</numerusform>
            <numerusform>%n Befunde machen die Zahlen falsch; lesen Sie sie zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing makes the numbers wrong; 1 caution below.</source>
        <translation>Nichts macht die Zahlen falsch; unten 1 Hinweis.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing makes the numbers wrong; %n cautions below.</source>
        <translation>
            <numerusform>Nichts macht die Zahlen falsch; unten %n Hinweis.</numerusform>
            <numerusform>Nichts macht die Zahlen falsch; unten %n Hinweise.</numerusform>
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
        <translation>Die Syntax der x86-Befehle</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Befehle</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n instruction(s), 0x%2-0x%3</source>
        <translation>
            <numerusform>%1: %n Befehl, 0x%2–0x%3</numerusform>
            <numerusform>%1: %n Befehle, 0x%2–0x%3</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 bytes per bin</source>
        <translation>, %1 Bytes je Bin</translation>
    </message>
    <message>
        <source>, no histogram</source>
        <translation>, kein Histogramm</translation>
    </message>
    <message>
        <source>No line information (built without -g, or stripped): no source lines.</source>
        <translation>Keine Zeileninformationen (ohne -g gebaut oder gestrippt): keine Quelltextzeilen.</translation>
    </message>
    <message>
        <source>No DWARF functions: inlined functions are not shown.</source>
        <translation>Keine DWARF-Funktionen: inline eingefügte Funktionen werden nicht gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) are not instructions: data in the code, or an executable that is not the one that wrote the runs.</source>
        <translation>
            <numerusform>%n Byte ist kein Befehl: Daten im Code, oder ein anderes Programm als das, das die Läufe geschrieben hat.</numerusform>
            <numerusform>%n Bytes sind keine Befehle: Daten im Code, oder ein anderes Programm als das, das die Läufe geschrieben hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 calls were recorded where no call instruction returns: an executable that is not the one that wrote the runs.</source>
        <translation>%1 Aufrufe wurden dort aufgezeichnet, wohin kein Aufrufbefehl zurückkehrt: ein anderes Programm als das, das die Läufe geschrieben hat.</translation>
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
        <translation>Ein Programm und seine gmon-Dateien, oder gmon-Dateien allein, hier ablegen, um sie zu öffnen</translation>
    </message>
    <message>
        <source>Open a program and its gmon files with File &gt; Open (Ctrl+O), or drop them here. A gmon file alone opens with the program beside it.</source>
        <translation>Ein Programm und seine gmon-Dateien mit Datei &gt; Öffnen (Strg+O) öffnen oder hier ablegen. Eine gmon-Datei allein öffnet sich mit dem Programm daneben.</translation>
    </message>
</context>
<context>
    <name>gmonview::FlameGraphView</name>
    <message>
        <source>Top-down (icicle)</source>
        <translation>Von oben (Eiszapfen)</translation>
    </message>
    <message>
        <source>Bottom-up (inverted)</source>
        <translation>Von unten (umgekehrt)</translation>
    </message>
    <message>
        <source>Top-down: the program&apos;s entry points at the top, what they call below. Bottom-up: the functions that spend the time at the top, their callers below.</source>
        <translation>Von oben: die Einstiegspunkte des Programms oben, was sie aufrufen darunter. Von unten: die Funktionen, die die Zeit verbrauchen, oben, ihre Aufrufer darunter.</translation>
    </message>
    <message>
        <source>By self time</source>
        <translation>Nach Selbstzeit</translation>
    </message>
    <message>
        <source>By source file</source>
        <translation>Nach Quelldatei</translation>
    </message>
    <message>
        <source>Colour a frame by the share of its time spent in the function itself (stronger: more), or by the function&apos;s source file</source>
        <translation>Einen Rahmen nach dem Anteil seiner Zeit in der Funktion selbst färben (kräftiger: mehr) oder nach der Quelldatei der Funktion</translation>
    </message>
    <message>
        <source>Search functions</source>
        <translation>Funktionen suchen</translation>
    </message>
    <message>
        <source>Highlight the frames whose function name contains this text</source>
        <translation>Die Rahmen hervorheben, deren Funktionsname diesen Text enthält</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Show every path again (click a frame to zoom to it)</source>
        <translation>Wieder alle Pfade zeigen (ein Klick auf einen Rahmen zoomt auf ihn)</translation>
    </message>
    <message>
        <source>Widths beyond the first call level are estimated from call counts (gprof&apos;s assumption): gmon.out records no call stacks.</source>
        <translation>Breiten jenseits der ersten Aufrufebene sind aus Aufrufzahlen geschätzt (gprofs Annahme): gmon.out speichert keine Aufrufstapel.</translation>
    </message>
    <message>
        <source>1 match, %1% of the time</source>
        <translation>1 Treffer, %1 % der Zeit</translation>
    </message>
    <message numerus="yes">
        <source>%n matches, %1% of the time</source>
        <translation>
            <numerusform>%n Treffer, %1 % der Zeit</numerusform>
            <numerusform>%n Treffer, %1 % der Zeit</numerusform>
        </translation>
    </message>
    <message>
        <source>Paths carrying under 0.001% of the time (%1 in all) are not drawn: their time is shown as part of their parent.</source>
        <translation>Pfade mit weniger als 0,001 % der Zeit (zusammen %1) werden nicht gezeichnet: ihre Zeit erscheint als Teil ihres Elternrahmens.</translation>
    </message>
    <message>
        <source>%1 samples</source>
        <translation>%1 Samples</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>none sampled</source>
        <translation>keine gemessen</translation>
    </message>
    <message>
        <source>%1 ± %2 (sampled, √N)</source>
        <translation>%1 ± %2 (gemessen, √N)</translation>
    </message>
    <message>
        <source>Calls into it along this path: none counted (an entry point: its callers are unknown)</source>
        <translation>Aufrufe entlang dieses Pfads: keine gezählt (ein Einstiegspunkt: seine Aufrufer sind unbekannt)</translation>
    </message>
    <message>
        <source>Calls into it along this path: within its cycle (not counted by path)</source>
        <translation>Aufrufe entlang dieses Pfads: innerhalb seines Zyklus (nicht je Pfad gezählt)</translation>
    </message>
    <message>
        <source>Calls into it along this path: %1 (exact, counted)</source>
        <translation>Aufrufe entlang dieses Pfads: %1 (exakt, gezählt)</translation>
    </message>
    <message>
        <source>Self time here: in its members, below</source>
        <translation>Selbstzeit hier: in seinen Mitgliedern, darunter</translation>
    </message>
    <message>
        <source>Self time here: %1, all of it along this path</source>
        <translation>Selbstzeit hier: %1, alles entlang dieses Pfads</translation>
    </message>
    <message>
        <source>Self time here: none sampled</source>
        <translation>Selbstzeit hier: keine gemessen</translation>
    </message>
    <message>
        <source>Self time here: %1 (estimated: its self time shared by call counts)</source>
        <translation>Selbstzeit hier: %1 (geschätzt: seine Selbstzeit nach Aufrufzahlen verteilt)</translation>
    </message>
    <message>
        <source>Total time here: %1 (estimated)</source>
        <translation>Gesamtzeit hier: %1 (geschätzt)</translation>
    </message>
    <message>
        <source>Self time here: %1</source>
        <translation>Selbstzeit hier: %1</translation>
    </message>
    <message>
        <source>Calls along this path: into its member %1, not counted by path</source>
        <translation>Aufrufe entlang dieses Pfads: in sein Mitglied %1, nicht je Pfad gezählt</translation>
    </message>
    <message>
        <source>Calls from it into %1 along this path: %2 (exact, counted)</source>
        <translation>Aufrufe von hier in %1 entlang dieses Pfads: %2 (exakt, gezählt)</translation>
    </message>
    <message>
        <source>Self time of %1 reached through this path: %2 (estimated: shared by call counts)</source>
        <translation>Selbstzeit von %1 über diesen Pfad: %2 (geschätzt: nach Aufrufzahlen verteilt)</translation>
    </message>
    <message>
        <source>Of which from no known caller: %1 (estimated)</source>
        <translation>Davon ohne bekannten Aufrufer: %1 (geschätzt)</translation>
    </message>
    <message>
        <source>%1% of the program&apos;s time</source>
        <translation>%1 % der Zeit des Programms</translation>
    </message>
    <message>
        <source>Its members&apos; whole self time: %1</source>
        <translation>Ganze Selbstzeit seiner Mitglieder: %1</translation>
    </message>
    <message>
        <source>Its whole self time: %1</source>
        <translation>Seine ganze Selbstzeit: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) too narrow to draw one by one, %1 together (estimated). Click their caller to zoom in.</source>
        <translation>
            <numerusform>%n Rahmen zu schmal, um einzeln gezeichnet zu werden, zusammen %1 (geschätzt). Zum Vergrößern ihren Aufrufer anklicken.</numerusform>
            <numerusform>%n Rahmen zu schmal, um einzeln gezeichnet zu werden, zusammen %1 (geschätzt). Zum Vergrößern ihren Aufrufer anklicken.</numerusform>
        </translation>
    </message>
    <message>
        <source>No time was sampled: there is nothing to draw.</source>
        <translation>Es wurde keine Zeit gemessen: es gibt nichts zu zeichnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Inlined code: mcount never runs for it, so there is no call count. Its time is the samples in its code, taken from the function it is part of.</source>
        <translation>Eingebetteter Code: mcount läuft dafür nie, daher gibt es keine Aufrufzahl. Seine Zeit sind die Stichproben in seinem Code, aus der Funktion genommen, zu der er gehört.</translation>
    </message>
    <message>
        <source>Inlined at %1:%2</source>
        <translation>Eingebettet bei %1:%2</translation>
    </message>
</context>
<context>
    <name>gmonview::FlatProfileFilter</name>
    <message>
        <source>Not a regular expression: %1 at character %2</source>
        <translation>Kein regulärer Ausdruck: %1 bei Zeichen %2</translation>
    </message>
</context>
<context>
    <name>gmonview::FlatProfileModel</name>
    <message>
        <source>%1 samples: the time is known to about ±%2 samples (±%3%)%4</source>
        <translation>%1 Stichproben: die Zeit ist auf etwa ±%2 Stichproben (±%3 %) genau bekannt%4</translation>
    </message>
    <message>
        <source>, too few samples to trust</source>
        <translation>, zu wenige Stichproben, um ihnen zu trauen</translation>
    </message>
    <message>
        <source>% time</source>
        <translation>% Zeit</translation>
    </message>
    <message>
        <source>cumul. %1</source>
        <translation>kumul. %1</translation>
    </message>
    <message>
        <source>self %1</source>
        <translation>selbst %1</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Stichproben</translation>
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
        <translation>Funktion</translation>
    </message>
    <message>
        <source>Share of all samples spent in the function itself</source>
        <translation>Anteil aller Stichproben, die in der Funktion selbst lagen</translation>
    </message>
    <message>
        <source>Running total of self time in %1, in gprof&apos;s order</source>
        <translation>Laufende Summe der Eigenzeit in %1, in der Reihenfolge von gprof</translation>
    </message>
    <message>
        <source>Time in the function itself, in %1, from the samples</source>
        <translation>Zeit in der Funktion selbst, in %1, aus den Stichproben</translation>
    </message>
    <message>
        <source>Calls from other functions (blank if it was not compiled with -pg)</source>
        <translation>Aufrufe aus anderen Funktionen (leer, wenn sie nicht mit -pg übersetzt wurde)</translation>
    </message>
    <message>
        <source>Self time per call</source>
        <translation>Eigenzeit pro Aufruf</translation>
    </message>
    <message>
        <source>Self time plus callees&apos; time, per call</source>
        <translation>Eigenzeit plus Zeit der Aufgerufenen, pro Aufruf</translation>
    </message>
    <message>
        <source>Profiling clock ticks that landed in the function</source>
        <translation>Takte der Profiling-Uhr, die in die Funktion fielen</translation>
    </message>
    <message>
        <source>Sampling error: about √N samples for N samples, in %1</source>
        <translation>Stichprobenfehler: etwa √N Stichproben bei N Stichproben, in %1</translation>
    </message>
    <message>
        <source>Sampling error as a share of the time; italic rows have fewer than %1 samples</source>
        <translation>Stichprobenfehler als Anteil an der Zeit; kursive Zeilen haben weniger als %1 Stichproben</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>%1% of the samples, as gprof&apos;s report says</source>
        <translation>%1 % der Stichproben, wie gprofs Bericht sagt</translation>
    </message>
    <message>
        <source>%1% of the samples. gprof&apos;s report says %2%: it shares each bin&apos;s samples out over a bin width rounded down, so its shares can add up to more than 100%.</source>
        <translation>%1 % der Stichproben. gprofs Bericht sagt %2 %: er verteilt die Stichproben jedes Intervalls über eine abgerundete Intervallbreite, daher können seine Anteile zusammen mehr als 100 % ergeben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 s a run on average, %2 s standard deviation over %n run(s)</source>
        <translation>
            <numerusform>%1 s pro Lauf im Mittel, %2 s Standardabweichung über %n Lauf</numerusform>
            <numerusform>%1 s pro Lauf im Mittel, %2 s Standardabweichung über %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Noisier than sampling: its time varies %1 times as much as sampling alone explains.</source>
        <translation>Streut mehr als die Stichprobe: Ihre Zeit schwankt %1-mal so stark, wie die Stichprobe allein erklärt.</translation>
    </message>
    <message>
        <source>Too few samples a run to judge its spread.</source>
        <translation>Zu wenige Samples pro Lauf, um die Streuung zu beurteilen.</translation>
    </message>
    <message>
        <source>%1% noisy</source>
        <translation>%1% streut</translation>
    </message>
    <message>
        <source>sd/run %1</source>
        <translation>SA/Lauf %1</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>How much the function&apos;s time varies from run to run: the standard deviation of its %1 per run, over the runs summed</source>
        <translation>Wie stark die Zeit der Funktion von Lauf zu Lauf schwankt: die Standardabweichung ihrer %1 pro Lauf über die summierten Läufe</translation>
    </message>
    <message>
        <source>Coefficient of variation: the standard deviation from run to run as a share of the mean. &quot;noisy&quot; marks functions whose time varies more than sampling alone explains.</source>
        <translation>Variationskoeffizient: die Standardabweichung von Lauf zu Lauf als Anteil am Mittel. „streut“ markiert Funktionen, deren Zeit stärker schwankt, als die Stichprobe allein erklärt.</translation>
    </message>
    <message>
        <source>self %1/call</source>
        <translation>selbst %1/Aufruf</translation>
    </message>
    <message>
        <source>total %1/call</source>
        <translation>gesamt %1/Aufruf</translation>
    </message>
    <message>
        <source>CV %</source>
        <translation>VK %</translation>
    </message>
    <message>
        <source>self/call</source>
        <translation>selbst/Aufruf</translation>
    </message>
    <message>
        <source>total/call</source>
        <translation>gesamt/Aufruf</translation>
    </message>
    <message>
        <source>A piece GCC split off from %1: its samples and calls are counted under %1.</source>
        <translation>Ein von GCC aus %1 abgespaltenes Stück: seine Samples und Aufrufe werden unter %1 gezählt.</translation>
    </message>
    <message>
        <source>Counted here with what GCC split off from it (gprof&apos;s report counts each piece under the function before it): %1</source>
        <translation>Hier mitgezählt, was GCC davon abgespalten hat (gprofs Bericht zählt jedes Stück unter der Funktion davor): %1</translation>
    </message>
    <message>
        <source>%1, inlined into %2</source>
        <translation>%1, eingebettet in %2</translation>
    </message>
    <message>
        <source>%1, inlined into %2 at %3</source>
        <translation>%1, eingebettet in %2 bei %3</translation>
    </message>
    <message>
        <source>%1, into %2</source>
        <translation>%1, in %2</translation>
    </message>
    <message>
        <source>%1, into %2 at %3</source>
        <translation>%1, in %2 bei %3</translation>
    </message>
    <message>
        <source>Inlined code: mcount never runs for it, so there is no call count. Its time is the samples in its code, taken from the function it is part of.</source>
        <translation>Eingebetteter Code: mcount läuft dafür nie, daher gibt es keine Aufrufzahl. Seine Zeit sind die Stichproben in seinem Code, aus der Funktion genommen, zu der er gehört.</translation>
    </message>
    <message>
        <source>inlined</source>
        <translation>eingebettet</translation>
    </message>
    <message>
        <source>Inlined code: gcov counts its lines, not entries into it (Show Lines gives them).</source>
        <translation>Eingebetteter Code: gcov zählt seine Zeilen, nicht Eintritte in ihn (Zeilen zeigen gibt sie an).</translation>
    </message>
    <message numerus="yes">
        <source>The line ran %1 times (gcov, %n run(s)).</source>
        <translation>
            <numerusform>Die Zeile lief %1-mal (gcov, %n Lauf).</numerusform>
            <numerusform>Die Zeile lief %1-mal (gcov, %n Läufe).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Entered %1 times (gcov, %n run(s)).</source>
        <translation>
            <numerusform>%1-mal betreten (gcov, %n Lauf).</numerusform>
            <numerusform>%1-mal betreten (gcov, %n Läufe).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 samples over %2 executions: %3 ns each, ±%4 ns from sampling (√N)%5</source>
        <translation>%1 Stichproben auf %2 Ausführungen: je %3 ns, ±%4 ns aus der Stichprobe (√N)%5</translation>
    </message>
    <message>
        <source>; the line&apos;s samples in all its places</source>
        <translation>; die Stichproben der Zeile an allen ihren Stellen</translation>
    </message>
    <message>
        <source>%1 ±%2</source>
        <translation>%1 ±%2</translation>
    </message>
    <message>
        <source>%1 of its %2 lines with code ran at least once (gcov).</source>
        <translation>%1 ihrer %2 Zeilen mit Code liefen mindestens einmal (gcov).</translation>
    </message>
    <message>
        <source>%1/%2 lines</source>
        <translation>%1/%2 Zeilen</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>ns/execution</source>
        <translation>ns/Ausführung</translation>
    </message>
    <message>
        <source>ns/exec.</source>
        <translation>ns/Ausf.</translation>
    </message>
    <message>
        <source>lines run</source>
        <translation>gelaufene Zeilen</translation>
    </message>
    <message>
        <source>Exact counts from GCC&apos;s coverage data (gcov): times a function was entered, or (Show Lines) a line ran</source>
        <translation>Exakte Zählungen aus den Abdeckungsdaten von GCC (gcov): wie oft eine Funktion betreten wurde oder (Zeilen zeigen) eine Zeile lief</translation>
    </message>
    <message>
        <source>Self time over the exact executions, in nanoseconds, with the sampling error (√N of the samples). It holds for the build the samples were taken on (Diagnostics says which).</source>
        <translation>Eigenzeit geteilt durch die exakten Ausführungen, in Nanosekunden, mit dem Stichprobenfehler (√N der Stichproben). Sie gilt für den Build, auf dem die Stichproben genommen wurden (Diagnose sagt, welcher).</translation>
    </message>
    <message>
        <source>Lines with code that ran at least once, of the function&apos;s lines with code (gcov)</source>
        <translation>Zeilen mit Code, die mindestens einmal liefen, von den Zeilen der Funktion mit Code (gcov)</translation>
    </message>
</context>
<context>
    <name>gmonview::GroupedProfileModel</name>
    <message>
        <source>(unknown file)</source>
        <translation>(unbekannte Datei)</translation>
    </message>
    <message>
        <source>(global)</source>
        <translation>(global)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 s of sampled self time in %n function(s), summed exactly</source>
        <translation>
            <numerusform>%1: %2 s gemessene Selbstzeit in %n Funktion, exakt summiert</numerusform>
            <numerusform>%1: %2 s gemessene Selbstzeit in %n Funktionen, exakt summiert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 s ± %3 s (sampled)</source>
        <translation>%1
%2 s ± %3 s (gemessen)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Self (s)</source>
        <translation>Selbst (s)</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Functions</source>
        <translation>Funktionen</translation>
    </message>
</context>
<context>
    <name>gmonview::Icons</name>
    <message>
        <source>Clear text</source>
        <translation>Text löschen</translation>
    </message>
</context>
<context>
    <name>gmonview::InstructionModel</name>
    <message numerus="yes">
        <source>%1 to %n functions</source>
        <translation>
            <numerusform>%1 an %n Funktion</numerusform>
            <numerusform>%1 an %n Funktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message>
        <source>%1 calls to %2</source>
        <translation>%1 Aufrufe von %2</translation>
    </message>
    <message>
        <source>Exact: the runs recorded each call with the place it returns to.</source>
        <translation>Genau: die Läufe haben jeden Aufruf mit der Stelle aufgezeichnet, an die er zurückkehrt.</translation>
    </message>
    <message>
        <source>The runs recorded these calls in one place with calls from the next instructions (the same callee): the count is for all of them.</source>
        <translation>Die Läufe haben diese Aufrufe an einer Stelle mit Aufrufen aus den nächsten Befehlen (an dieselbe Funktion) aufgezeichnet: die Zahl gilt für alle.</translation>
    </message>
    <message>
        <source> (in %1)</source>
        <translation> (in %1)</translation>
    </message>
    <message>
        <source>in %1, inlined at %2:%3</source>
        <translation>in %1, inline eingefügt bei %2:%3</translation>
    </message>
    <message>
        <source>%1 samples, %2 s, %3% of the time</source>
        <translation>%1 Stichproben, %2 s, %3 % der Zeit</translation>
    </message>
    <message>
        <source>Its bin also covers code outside the function: its share of the bin&apos;s samples is a guess, by bytes.</source>
        <translation>Sein Bin deckt auch Code außerhalb der Funktion ab: sein Anteil an den Stichproben des Bins ist geschätzt, nach Bytes.</translation>
    </message>
    <message>
        <source>Its bin also covers code of another inlined function: its share of the bin&apos;s samples is a guess, by bytes.</source>
        <translation>Sein Bin deckt auch Code einer anderen inline eingefügten Funktion ab: sein Anteil an den Stichproben des Bins ist geschätzt, nach Bytes.</translation>
    </message>
    <message>
        <source>Not an instruction: data in the code, or an executable that is not the one that wrote the runs.</source>
        <translation>Kein Befehl: Daten im Code, oder ein anderes Programm als das, das die Läufe geschrieben hat.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>instruction</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>The histogram&apos;s samples on the instruction&apos;s bytes. A bin covers %1 bytes: a bin over several instructions is shared among them by bytes, and * marks a share where the bin also covers other code.</source>
        <translation>Die Stichproben des Histogramms auf den Bytes des Befehls. Ein Bin deckt %1 Bytes ab: ein Bin über mehrere Befehle wird nach Bytes unter ihnen geteilt, und * markiert einen Anteil, wo der Bin auch anderen Code abdeckt.</translation>
    </message>
    <message>
        <source>The runs have no histogram.</source>
        <translation>Die Läufe haben kein Histogramm.</translation>
    </message>
    <message>
        <source>The calls made from the instruction, exact: the runs recorded each call with where it returns to. Functions inlined here have none of their own: mcount never runs for them.</source>
        <translation>Die Aufrufe aus dem Befehl, genau: die Läufe haben jeden Aufruf mit seiner Rücksprungstelle aufgezeichnet. Hier inline eingefügte Funktionen haben keine eigenen: mcount läuft für sie nie.</translation>
    </message>
    <message>
        <source>The source line (DWARF&apos;s line table), and the function inlined there</source>
        <translation>Die Quelltextzeile (aus der DWARF-Zeilentabelle) und die dort inline eingefügte Funktion</translation>
    </message>
    <message>
        <source>%1 calls to %2, entered by a tail call (a jump) of the function called here: the runs record them here</source>
        <translation>%1 Aufrufe von %2, betreten durch einen Endaufruf (einen Sprung) der hier aufgerufenen Funktion: die Läufe zeichnen sie hier auf</translation>
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
        <translation>Das Laden wurde abgebrochen; das angezeigte Profil ist das vorherige.</translation>
    </message>
    <message>
        <source>Callers and Callees</source>
        <translation>Aufrufer und Aufgerufene</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>The runs summed into the profile. Uncheck one to leave it out; drop gmon files on the window to add more.</source>
        <translation>Die im Profil summierten Läufe. Einen abwählen, um ihn wegzulassen; gmon-Dateien auf das Fenster ziehen, um weitere hinzuzufügen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Add Runs...</source>
        <translation>Läufe &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Add gmon files to the sum</source>
        <translation>gmon-Dateien zur Summe hinzufügen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save Sum As...</source>
        <translation>Summe &amp;speichern unter …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export Report...</source>
        <translation>Bericht &amp;exportieren …</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show &amp;Unused Functions</source>
        <translation>&amp;Unbenutzte Funktionen zeigen</translation>
    </message>
    <message>
        <source>Also list functions with no samples and no calls</source>
        <translation>Auch Funktionen ohne Stichproben und ohne Aufrufe auflisten</translation>
    </message>
    <message>
        <source>Show &amp;Lines</source>
        <translation>&amp;Zeilen zeigen</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>List source lines instead of functions (gprof -l)</source>
        <translation>Quelltextzeilen statt Funktionen auflisten (gprof -l)</translation>
    </message>
    <message>
        <source>Filter by Regular E&amp;xpression</source>
        <translation>Mit regulärem &amp;Ausdruck filtern</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>&amp;Go To Function...</source>
        <translation>Zu &amp;Funktion gehen …</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;About gmonview</source>
        <translation>&amp;Über gmonview</translation>
    </message>
    <message>
        <source>About gmonview</source>
        <translation>Über gmonview</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;gmonview&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;A viewer for GNU gprof profiles. Its numbers are gprof&apos;s: &lt;tt&gt;gmonview report -b&lt;/tt&gt; prints what &lt;tt&gt;gprof -b&lt;/tt&gt; prints.&lt;/p&gt;&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;gmonview&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Ein Betrachter für Profile von GNU gprof. Seine Zahlen sind die von gprof: &lt;tt&gt;gmonview report -b&lt;/tt&gt; gibt aus, was &lt;tt&gt;gprof -b&lt;/tt&gt; ausgibt.&lt;/p&gt;&lt;p&gt;MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Filter functions</source>
        <translation>Funktionen filtern</translation>
    </message>
    <message>
        <source>&amp;Filter Functions</source>
        <translation>Funktionen &amp;filtern</translation>
    </message>
    <message>
        <source>.*</source>
        <translation>.*</translation>
    </message>
    <message>
        <source>Filter by regular expression</source>
        <translation>Mit regulärem Ausdruck filtern</translation>
    </message>
    <message>
        <source> Top </source>
        <translation> Top </translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Show only the functions that make up this share of the time</source>
        <translation>Nur die Funktionen zeigen, die diesen Anteil an der Zeit ausmachen</translation>
    </message>
    <message>
        <source>Not summed:
%1</source>
        <translation>Nicht summiert:
%1</translation>
    </message>
    <message>
        <source>%1 - gmonview</source>
        <translation>%1 – gmonview</translation>
    </message>
    <message>
        <source>No runs summed</source>
        <translation>Keine Läufe summiert</translation>
    </message>
    <message>
        <source>No profile open</source>
        <translation>Kein Profil geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>%1 samples in %n run(s) · %2 Hz · %3 %4 in all · %5 samples outside any function</source>
        <translation>
            <numerusform>%1 Stichproben in %n Lauf · %2 Hz · %3 %4 insgesamt · %5 Stichproben außerhalb jeder Funktion</numerusform>
            <numerusform>%1 Stichproben in %n Läufen · %2 Hz · %3 %4 insgesamt · %5 Stichproben außerhalb jeder Funktion</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation>Läufe hinzufügen</translation>
    </message>
    <message>
        <source>Save Sum As</source>
        <translation>Summe speichern unter</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Text (*.txt);;All files (*)</source>
        <translation>Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Go To Function</source>
        <translation>Zu Funktion gehen</translation>
    </message>
    <message>
        <source>Function name</source>
        <translation>Funktionsname</translation>
    </message>
    <message>
        <source>No function named %1</source>
        <translation>Keine Funktion namens %1</translation>
    </message>
    <message>
        <source>G&amp;raph</source>
        <translation>G&amp;raph</translation>
    </message>
    <message>
        <source>Show &amp;%1 Panel</source>
        <translation>Bereich &amp;%1 zeigen</translation>
    </message>
    <message>
        <source>Flat &amp;Profile</source>
        <translation>Flaches &amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Callers and Callees</source>
        <translation>&amp;Aufrufer und Aufgerufene</translation>
    </message>
    <message>
        <source>Call G&amp;raph</source>
        <translation>Aufruf&amp;graph</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Quelltext</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>&amp;Läufe</translation>
    </message>
    <message>
        <source>No program beside %1 could have written it. Open the program with File &gt; Open, or drop it together with its gmon files: a gmon file cannot be read without its executable.</source>
        <translation>Kein Programm neben %1 kann sie geschrieben haben. Öffnen Sie das Programm mit Datei &gt; Öffnen, oder ziehen Sie es zusammen mit seinen gmon-Dateien herein: Eine gmon-Datei lässt sich ohne ihr Programm nicht lesen.</translation>
    </message>
    <message>
        <source>Opened with %1, the program beside the run that could have written it</source>
        <translation>Mit %1 geöffnet, dem Programm neben dem Lauf, das ihn geschrieben haben kann</translation>
    </message>
    <message>
        <source>Flat profile</source>
        <translation>Flaches Profil</translation>
    </message>
    <message>
        <source>Profiles (%1);;All files (*)</source>
        <translation>Profile (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>C++ &amp;Names</source>
        <translation>C++-&amp;Namen</translation>
    </message>
    <message>
        <source>&amp;Whole</source>
        <translation>&amp;Vollständig</translation>
    </message>
    <message>
        <source>Templates to Depth &amp;0</source>
        <translation>Templates bis Tiefe &amp;0</translation>
    </message>
    <message>
        <source>Templates to Depth &amp;1</source>
        <translation>Templates bis Tiefe &amp;1</translation>
    </message>
    <message>
        <source>Templates to Depth &amp;2</source>
        <translation>Templates bis Tiefe &amp;2</translation>
    </message>
    <message>
        <source>How long C++ names are shown; the whole name is in each tooltip</source>
        <translation>Wie lang C++-Namen gezeigt werden; der vollständige Name steht in jedem Tooltip</translation>
    </message>
    <message>
        <source>Escape clears the filter</source>
        <translation>Escape leert den Filter</translation>
    </message>
    <message>
        <source>&amp;Remove Run</source>
        <translation>Lauf &amp;entfernen</translation>
    </message>
    <message>
        <source>Take the selected run off the list and sum the others</source>
        <translation>Den gewählten Lauf aus der Liste nehmen und die übrigen summieren</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Open a program, its gmon files, or both</source>
        <translation>Ein Programm, seine gmon-Dateien oder beides öffnen</translation>
    </message>
    <message>
        <source>Show Callers and C&amp;allees</source>
        <translation>&amp;Aufrufer und Aufgerufene zeigen</translation>
    </message>
    <message>
        <source>Go to &amp;Source</source>
        <translation>Zur &amp;Quelle</translation>
    </message>
    <message>
        <source>Show in &amp;Graph</source>
        <translation>Im &amp;Graphen zeigen</translation>
    </message>
    <message>
        <source>Open a Program or Its Runs</source>
        <translation>Ein Programm oder seine Läufe öffnen</translation>
    </message>
    <message>
        <source>All files (*);;Profiles (%1)</source>
        <translation>Alle Dateien (*);;Profile (%1)</translation>
    </message>
    <message>
        <source>Compare &amp;With Base...</source>
        <translation>Mit Base &amp;vergleichen...</translation>
    </message>
    <message>
        <source>Compare With: the Base Program or Its Runs</source>
        <translation>Vergleichen mit: dem Base-Programm oder seinen Läufen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Compare what is open (New) with other runs (Base): a program and its runs, or runs alone</source>
        <translation>Das Geöffnete (New) mit anderen Läufen (Base) vergleichen: einem Programm und seinen Läufen oder Läufen allein</translation>
    </message>
    <message>
        <source>S&amp;top Comparing</source>
        <translation>Vergleich bee&amp;nden</translation>
    </message>
    <message>
        <source>Base Runs</source>
        <translation>Base-Läufe</translation>
    </message>
    <message>
        <source>New Runs</source>
        <translation>New-Läufe</translation>
    </message>
    <message>
        <source>Comparing with %1: the views show New; the table, the difference from Base</source>
        <translation>Vergleich mit %1: die Ansichten zeigen New, die Tabelle den Unterschied zu Base</translation>
    </message>
    <message>
        <source>Move to &amp;Base</source>
        <translation>Nach &amp;Base verschieben</translation>
    </message>
    <message>
        <source>Take the selected run out of New and add it to Base</source>
        <translation>Den gewählten Lauf aus New nehmen und Base hinzufügen</translation>
    </message>
    <message>
        <source>Move to &amp;New</source>
        <translation>Nach &amp;New verschieben</translation>
    </message>
    <message>
        <source>Take the selected run out of Base and add it to New</source>
        <translation>Den gewählten Lauf aus Base nehmen und New hinzufügen</translation>
    </message>
    <message>
        <source>Runs × Functions</source>
        <translation>Läufe × Funktionen</translation>
    </message>
    <message>
        <source>Runs × Fu&amp;nctions</source>
        <translation>Läufe × Fu&amp;nktionen</translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation>&amp;Diagnose</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Diagnostics (%1)</source>
        <translation>Diagnose (%1)</translation>
    </message>
    <message>
        <source>F&amp;lame Graph</source>
        <translation>Flamm&amp;engrafik</translation>
    </message>
    <message>
        <source>&amp;Top-Down Tree</source>
        <translation>&amp;Top-down-Baum</translation>
    </message>
    <message>
        <source>Bott&amp;om-Up Tree</source>
        <translation>Bottom-&amp;up-Baum</translation>
    </message>
    <message>
        <source>Tree&amp;map</source>
        <translation>&amp;Kachelgrafik</translation>
    </message>
    <message>
        <source>Flame Graph</source>
        <translation>Flammengrafik</translation>
    </message>
    <message>
        <source>Treemap</source>
        <translation>Kachelgrafik</translation>
    </message>
    <message>
        <source>Top-Down</source>
        <translation>Top-down</translation>
    </message>
    <message>
        <source>Bottom-Up</source>
        <translation>Bottom-up</translation>
    </message>
    <message>
        <source>Flat profile by group</source>
        <translation>Flaches Profil nach Gruppen</translation>
    </message>
    <message>
        <source>Export &amp;Profile As</source>
        <translation>Profil e&amp;xportieren als</translation>
    </message>
    <message>
        <source>The profile shown (the runs ticked, the graph as drawn) in another tool&apos;s format</source>
        <translation>Das gezeigte Profil (die angehakten Läufe, der Graph wie gezeichnet) im Format eines anderen Werkzeugs</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Als %1 exportieren</translation>
    </message>
    <message>
        <source>%1 (*.%2);;All files (*)</source>
        <translation>%1 (*.%2);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n function(s)</source>
        <translation>
            <numerusform>%n Funktion</numerusform>
            <numerusform>%n Funktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n line(s)</source>
        <translation>
            <numerusform>%1 von %n Zeile</numerusform>
            <numerusform>%1 von %n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n function(s)</source>
        <translation>
            <numerusform>%1 von %n Funktion</numerusform>
            <numerusform>%1 von %n Funktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2 (%n run(s))</source>
        <translation>
            <numerusform>%1 in %2 (%n Lauf)</numerusform>
            <numerusform>%1 in %2 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Com&amp;parison</source>
        <translation>&amp;Profilvergleich</translation>
    </message>
    <message numerus="yes">
        <source>No gmon.out beside %1, but %n gmon files: tick the runs to sum, or add them later with File &gt; Add Runs.</source>
        <translation>
            <numerusform>Kein gmon.out neben %1, aber %n gmon-Datei: Haken Sie die zu summierenden Läufe an, oder fügen Sie sie später mit Datei &gt; Läufe hinzufügen hinzu.</numerusform>
            <numerusform>Kein gmon.out neben %1, aber %n gmon-Dateien: Haken Sie die zu summierenden Läufe an, oder fügen Sie sie später mit Datei &gt; Läufe hinzufügen hinzu.</numerusform>
        </translation>
    </message>
    <message>
        <source>No gmon.out or other gmon file beside %1: drop gmon files on the window to add runs.</source>
        <translation>Kein gmon.out und keine andere gmon-Datei neben %1: Ziehen Sie gmon-Dateien auf das Fenster, um Läufe hinzuzufügen.</translation>
    </message>
    <message>
        <source>Show &amp;Inlined Functions</source>
        <translation>&amp;Eingebettete Funktionen zeigen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>List the functions inlined into others as rows of their own, and show them as frames in the trees and the flame graph: samples only, no call counts (needs the program&apos;s debug information)</source>
        <translation>Die in andere eingebetteten Funktionen als eigene Zeilen auflisten und als Rahmen in den Bäumen und im Flammendiagramm zeigen: nur Stichproben, keine Aufrufzahlen (braucht die Debug-Informationen des Programms)</translation>
    </message>
    <message numerus="yes">
        <source>executions of %n run(s) (gcov)</source>
        <translation>
            <numerusform>Ausführungen aus %n Lauf (gcov)</numerusform>
            <numerusform>Ausführungen aus %n Läufen (gcov)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the program first: coverage data (%1) gives counts of a program&apos;s lines, shown beside its profile.</source>
        <translation>Öffnen Sie zuerst das Programm: Abdeckungsdaten (%1) geben Zählungen der Zeilen eines Programms, neben seinem Profil gezeigt.</translation>
    </message>
    <message>
        <source>Add &amp;Coverage...</source>
        <translation>&amp;Abdeckung hinzufügen …</translation>
    </message>
    <message>
        <source>Add GCC&apos;s coverage data (.gcda files of a -pg --coverage build): exact executions beside the samples</source>
        <translation>Abdeckungsdaten von GCC hinzufügen (.gcda-Dateien eines Builds mit -pg --coverage): exakte Ausführungen neben den Stichproben</translation>
    </message>
    <message>
        <source>Add Coverage</source>
        <translation>Abdeckung hinzufügen</translation>
    </message>
    <message>
        <source>Coverage data (*.gcda);;All files (*)</source>
        <translation>Abdeckungsdaten (*.gcda);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>gmonview::MessageBar</name>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Details</translation>
    </message>
    <message>
        <source>List every warning</source>
        <translation>Alle Warnungen auflisten</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s) while reading this profile; its figures are shown as far as they could be read.</source>
        <translation>
            <numerusform>%n Warnung beim Lesen dieses Profils; seine Zahlen werden gezeigt, soweit sie gelesen werden konnten.</numerusform>
            <numerusform>%n Warnungen beim Lesen dieses Profils; seine Zahlen werden gezeigt, soweit sie gelesen werden konnten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::ProfileDocument</name>
    <message>
        <source>Internal error in a background job: %1</source>
        <translation>Interner Fehler in einer Hintergrundaufgabe: %1</translation>
    </message>
    <message>
        <source>Internal error in a background job</source>
        <translation>Interner Fehler in einer Hintergrundaufgabe</translation>
    </message>
    <message>
        <source>No profile is open</source>
        <translation>Es ist kein Profil geöffnet</translation>
    </message>
    <message>
        <source>No coverage data (.gcda) under %1: build the program with -pg --coverage and run it, then add the folder it was built in.</source>
        <translation>Keine Abdeckungsdaten (.gcda) unter %1: Bauen Sie das Programm mit -pg --coverage und führen Sie es aus, dann fügen Sie den Ordner hinzu, in dem es gebaut wurde.</translation>
    </message>
</context>
<context>
    <name>gmonview::RunChooser</name>
    <message>
        <source>Runs Beside %1</source>
        <translation>Läufe neben %1</translation>
    </message>
    <message numerus="yes">
        <source>No gmon.out beside %1, but %n gmon files, told by their contents (GMON_OUT_PREFIX=run writes run.PID). Sum the ticked ones:</source>
        <translation>
            <numerusform>Kein gmon.out neben %1, aber %n gmon-Datei, am Inhalt erkannt (GMON_OUT_PREFIX=run schreibt run.PID). Die angehakten summieren:</numerusform>
            <numerusform>Kein gmon.out neben %1, aber %n gmon-Dateien, am Inhalt erkannt (GMON_OUT_PREFIX=run schreibt run.PID). Die angehakten summieren:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &amp;All</source>
        <translation>&amp;Alle anhaken</translation>
    </message>
    <message>
        <source>Tick &amp;None</source>
        <translation>&amp;Keinen anhaken</translation>
    </message>
    <message>
        <source>&amp;Open 1 Run</source>
        <translation>1 Lauf ö&amp;ffnen</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Open %n Runs</source>
        <translation>
            <numerusform>%n Lauf ö&amp;ffnen</numerusform>
            <numerusform>%n Läufe ö&amp;ffnen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gmonview::RunMatrixModel</name>
    <message>
        <source>stable</source>
        <translation>stabil</translation>
    </message>
    <message>
        <source>noisier than sampling</source>
        <translation>streut mehr als die Stichprobe</translation>
    </message>
    <message>
        <source>too few samples</source>
        <translation>zu wenige Samples</translation>
    </message>
    <message>
        <source>one run</source>
        <translation>ein Lauf</translation>
    </message>
    <message>
        <source>Its time varies from run to run no more than sampling alone explains (dispersion %1).</source>
        <translation>Ihre Zeit schwankt von Lauf zu Lauf nicht mehr, als die Stichprobe allein erklärt (Dispersion %1).</translation>
    </message>
    <message>
        <source>Its time varies from run to run %1 times as much as sampling alone explains: something else changes between runs (input, machine load, caches).</source>
        <translation>Ihre Zeit schwankt von Lauf zu Lauf %1-mal so stark, wie die Stichprobe allein erklärt: Zwischen den Läufen ändert sich noch etwas (Eingabe, Last der Maschine, Caches).</translation>
    </message>
    <message>
        <source>Under 10 samples a run: too few to tell its spread from sampling&apos;s.</source>
        <translation>Unter 10 Samples pro Lauf: zu wenige, um ihre Streuung von der der Stichprobe zu unterscheiden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;in run %2:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;in Lauf %2:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Run %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lauf %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 s (%2 samples)</source>
        <translation>%1 s (%2 Samples)</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>%1 Aufrufe</translation>
    </message>
    <message>
        <source>the other runs: %1 s on average</source>
        <translation>die anderen Läufe: im Mittel %1 s</translation>
    </message>
    <message>
        <source>%1 standard deviations above the other runs</source>
        <translation>%1 Standardabweichungen über den anderen Läufen</translation>
    </message>
    <message>
        <source>%1 standard deviations below the other runs</source>
        <translation>%1 Standardabweichungen unter den anderen Läufen</translation>
    </message>
    <message>
        <source>An outlier: this run is unlike the others here.</source>
        <translation>Ein Ausreißer: Dieser Lauf ist hier anders als die anderen.</translation>
    </message>
    <message>
        <source>Odd: much longer than the other runs.</source>
        <translation>Auffällig: viel länger als die anderen Läufe.</translation>
    </message>
    <message>
        <source>Odd: much shorter than the other runs.</source>
        <translation>Auffällig: viel kürzer als die anderen Läufe.</translation>
    </message>
    <message>
        <source>Odd: its calls differ where the other runs agree (another input?).</source>
        <translation>Auffällig: Seine Aufrufe weichen ab, wo die anderen Läufe übereinstimmen (andere Eingabe?).</translation>
    </message>
    <message>
        <source>%1 (static, in %2)</source>
        <translation>%1 (statisch, in %2)</translation>
    </message>
    <message>
        <source>The slowest run spent %1 s more here than the runs&apos; mean (%2 s).</source>
        <translation>Der langsamste Lauf verbrachte hier %1 s mehr als das Mittel der Läufe (%2 s).</translation>
    </message>
    <message>
        <source>%1 runs like these (%2 s of profile) would bring this function&apos;s error under ±%3 % at 95 %; there are %4.</source>
        <translation>%1 solche Läufe (%2 s Profil) brächten den Fehler dieser Funktion unter ±%3 % bei 95 %; vorhanden sind %4.</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Ganzer Lauf</translation>
    </message>
    <message>
        <source>Each run&apos;s every sample: how long the runs were, and whether one is odd.</source>
        <translation>Alle Samples jedes Laufs: wie lang die Läufe waren und ob einer auffällt.</translation>
    </message>
    <message>
        <source>%1: %2 s, %3 calls</source>
        <translation>%1: %2 s, %3 Aufrufe</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>mean s</source>
        <translation>Mittel s</translation>
    </message>
    <message>
        <source>sd s</source>
        <translation>SA s</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>imbalance s</source>
        <translation>Ungleichgewicht s</translation>
    </message>
    <message>
        <source>runs ±5%</source>
        <translation>Läufe ±5%</translation>
    </message>
    <message>
        <source>runs ±1%</source>
        <translation>Läufe ±1%</translation>
    </message>
    <message>
        <source>Seconds per run, averaged over the runs</source>
        <translation>Sekunden pro Lauf, gemittelt über die Läufe</translation>
    </message>
    <message>
        <source>Standard deviation of the seconds per run</source>
        <translation>Standardabweichung der Sekunden pro Lauf</translation>
    </message>
    <message>
        <source>Coefficient of variation: the standard deviation as a share of the mean</source>
        <translation>Variationskoeffizient: die Standardabweichung als Anteil am Mittel</translation>
    </message>
    <message>
        <source>Whether the runs differ more than sampling alone explains (√N per run)</source>
        <translation>Ob die Läufe stärker abweichen, als die Stichprobe allein erklärt (√N pro Lauf)</translation>
    </message>
    <message>
        <source>How much longer the slowest run was than the mean: sort by it to find the functions whose time varies most across runs</source>
        <translation>Wie viel länger der langsamste Lauf als das Mittel war: Danach sortiert, stehen die Funktionen vorn, deren Zeit über die Läufe am stärksten schwankt</translation>
    </message>
    <message>
        <source>Runs needed for the mean to be within ±%1 % at 95 %, from the samples per run and the spread seen</source>
        <translation>Nötige Läufe, damit das Mittel bei 95 % auf ±%1 % genau ist, aus den Samples pro Lauf und der beobachteten Streuung</translation>
    </message>
</context>
<context>
    <name>gmonview::RunMatrixView</name>
    <message>
        <source>Flat Profile&apos;s Order</source>
        <translation>Reihenfolge des flachen Profils</translation>
    </message>
    <message>
        <source>Functions in the flat profile&apos;s order, under its filter</source>
        <translation>Funktionen in der Reihenfolge des flachen Profils, mit seinem Filter</translation>
    </message>
    <message>
        <source>Most Imbalanced First</source>
        <translation>Größtes Ungleichgewicht zuerst</translation>
    </message>
    <message>
        <source>The functions whose time varies most across runs first: by how much longer the slowest run was than the mean</source>
        <translation>Die Funktionen, deren Zeit über die Läufe am stärksten schwankt, zuerst: danach, wie viel länger der langsamste Lauf als das Mittel war</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Läufe:</translation>
    </message>
    <message>
        <source>As Summed</source>
        <translation>Wie summiert</translation>
    </message>
    <message>
        <source>Longest First</source>
        <translation>Längster zuerst</translation>
    </message>
    <message>
        <source>Most Departing First</source>
        <translation>Am stärksten abweichender zuerst</translation>
    </message>
    <message>
        <source>The order of the run columns. &quot;Most departing&quot; is for the current function: the run furthest above the others first.</source>
        <translation>Die Reihenfolge der Laufspalten. „Am stärksten abweichend“ gilt für die aktuelle Funktion: der Lauf am weitesten über den anderen zuerst.</translation>
    </message>
    <message>
        <source>Compress Columns</source>
        <translation>Spalten stauchen</translation>
    </message>
    <message>
        <source>A narrow strip of colour per run, for many runs; the seconds are in each cell&apos;s tooltip</source>
        <translation>Ein schmaler Farbstreifen pro Lauf, für viele Läufe; die Sekunden stehen im Tooltip jeder Zelle</translation>
    </message>
    <message>
        <source>Open two runs of the program or more (or drop them on the window) to see how they differ: which run was odd, which functions vary more than sampling explains, and how many runs are enough.</source>
        <translation>Öffnen Sie zwei oder mehr Läufe des Programms (oder ziehen Sie sie auf das Fenster), um zu sehen, wie sie sich unterscheiden: welcher Lauf auffiel, welche Funktionen stärker schwanken, als die Stichprobe erklärt, und wie viele Läufe genügen.</translation>
    </message>
    <message>
        <source>Functions over the runs</source>
        <translation>Funktionen über die Läufe</translation>
    </message>
    <message>
        <source>Seconds per run</source>
        <translation>Sekunden pro Lauf</translation>
    </message>
    <message>
        <source>%1 fewer samples than the other runs %2 more; framed: an outlier</source>
        <translation>%1 weniger Samples als die anderen Läufe %2 mehr; umrahmt: ein Ausreißer</translation>
    </message>
    <message>
        <source>Each cell is tinted by how far its run departs from the other runs for that function, in standard deviations (sampling&apos;s at least): no tint within one, full at four. An outlier is a run unlike the others at 5 % for the function, after the number of runs is allowed for.</source>
        <translation>Jede Zelle ist danach getönt, wie weit ihr Lauf für diese Funktion von den anderen Läufen abweicht, in Standardabweichungen (mindestens denen der Stichprobe): keine Tönung innerhalb einer, volle bei vier. Ein Ausreißer ist ein Lauf, der sich für die Funktion bei 5 % von den anderen unterscheidet, die Zahl der Läufe berücksichtigt.</translation>
    </message>
    <message>
        <source>Runs × Functions</source>
        <translation>Läufe × Funktionen</translation>
    </message>
</context>
<context>
    <name>gmonview::RunsModel</name>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>arcs</source>
        <translation>Kanten</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
</context>
<context>
    <name>gmonview::SourceModel</name>
    <message>
        <source>%1 samples, %2 s, %3% of the time</source>
        <translation>%1 Stichproben, %2 s, %3 % der Zeit</translation>
    </message>
    <message numerus="yes">
        <source>Executions, as gprof -C lists them: the calls of a function starting on this line, then the counts of the %n basic block(s) starting on it</source>
        <translation>
            <numerusform>Ausführungen, wie gprof -C sie auflistet: die Aufrufe einer Funktion, die in dieser Zeile beginnt, dann die Zähler des %n Grundblocks, der in ihr beginnt</numerusform>
            <numerusform>Ausführungen, wie gprof -C sie auflistet: die Aufrufe einer Funktion, die in dieser Zeile beginnt, dann die Zähler der %n Grundblöcke, die in ihr beginnen</numerusform>
        </translation>
    </message>
    <message>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Stichproben</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>executions</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>Base&apos;s build has no source file of this name: nothing to compare.</source>
        <translation>Base&apos; Build hat keine Quelldatei dieses Namens: nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Base has no code on line %1 of %2: not compared.</source>
        <translation>Base hat keinen Code in Zeile %1 von %2: nicht verglichen.</translation>
    </message>
    <message>
        <source>New has no code on this line: not compared.</source>
        <translation>New hat keinen Code in dieser Zeile: nicht verglichen.</translation>
    </message>
    <message>
        <source>Samples per run, estimated: Base %1, New %2, New - Base %3.
Lines are matched by number (Base&apos;s from %4): where the two sources differ, this compares different code.</source>
        <translation>Stichproben je Lauf, geschätzt: Base %1, New %2, New - Base %3.
Zeilen werden nach Nummer zugeordnet (Base&apos; aus %4): wo sich die Quellen unterscheiden, wird verschiedener Code verglichen.</translation>
    </message>
    <message>
        <source>New - Base: the line&apos;s samples per run in New less those in Base, an estimate from samples; only where both builds have code on the line, matched by line number</source>
        <translation>New - Base: die Stichproben der Zeile je Lauf in New abzüglich derer in Base, eine Schätzung aus Stichproben; nur wo beide Builds Code in der Zeile haben, nach Zeilennummer zugeordnet</translation>
    </message>
    <message>
        <source>Δ/run</source>
        <translation>Δ/Lauf</translation>
    </message>
    <message>
        <source>Inlined from elsewhere: code of %1 inlined here, %2 samples.</source>
        <translation>Von anderswo eingebettet: Code von %1, hier inline eingefügt, %2 Stichproben.</translation>
    </message>
    <message>
        <source>%1 is inlined on this line: %2 samples in its code, credited to its own lines.</source>
        <translation>%1 ist in dieser Zeile inline eingefügt: %2 Stichproben in seinem Code, seinen eigenen Zeilen zugerechnet.</translation>
    </message>
    <message>
        <source>The samples in the line&apos;s code, of every function with code on it (the whole file&apos;s figures)</source>
        <translation>Die Stichproben im Code der Zeile, aller Funktionen mit Code darin (die Zahlen der ganzen Datei)</translation>
    </message>
    <message>
        <source>The samples in the line&apos;s code that is %1&apos;s: other functions&apos; code on the line (another instance of a template, a macro) is not counted</source>
        <translation>Die Stichproben im Code der Zeile, der zu %1 gehört: Code anderer Funktionen in der Zeile (eine andere Instanz eines Templates, ein Makro) zählt nicht</translation>
    </message>
    <message>
        <source>%1 calls to %2</source>
        <translation>%1 Aufrufe von %2</translation>
    </message>
    <message>
        <source>Exact: the runs recorded each call with the place it returns to, and the call instruction there is on this line (the instructions show which).</source>
        <translation>Genau: die Läufe haben jeden Aufruf mit seiner Rücksprungstelle aufgezeichnet, und der Aufrufbefehl dort liegt in dieser Zeile (die Befehle zeigen, welcher).</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 an %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n functions</source>
        <translation>
            <numerusform>%1 an %n Funktion</numerusform>
            <numerusform>%1 an %n Funktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>The calls made from the line, exact: the runs recorded each call with where it returns to, placed on the call instruction there. Calls from code inlined from another file show on that file&apos;s lines.</source>
        <translation>Die Aufrufe aus der Zeile, genau: die Läufe haben jeden Aufruf mit seiner Rücksprungstelle aufgezeichnet, dem Aufrufbefehl dort zugeordnet. Aufrufe aus Code, der aus einer anderen Datei inline eingefügt ist, stehen bei den Zeilen jener Datei.</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>at 0x%1, place %2 of %3</source>
        <translation>bei 0x%1, Stelle %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>The line&apos;s code is in %n places of the function (the compiler moved, duplicated or inlined it more than once): each place&apos;s instructions follow its address.</source>
        <translation>
            <numerusform>Der Code der Zeile steht an %n Stelle der Funktion (der Compiler hat ihn verschoben, verdoppelt oder mehrfach inline eingefügt): die Instruktionen jeder Stelle folgen ihrer Adresse.</numerusform>
            <numerusform>Der Code der Zeile steht an %n Stellen der Funktion (der Compiler hat ihn verschoben, verdoppelt oder mehrfach inline eingefügt): die Instruktionen jeder Stelle folgen ihrer Adresse.</numerusform>
        </translation>
    </message>
    <message>
        <source>(in %1)</source>
        <translation>(in %1)</translation>
    </message>
    <message>
        <source>%1 calls to %2 (by a tail call)</source>
        <translation>%1 Aufrufe von %2 (durch einen Endaufruf)</translation>
    </message>
    <message>
        <source>in %1, inlined at %2:%3</source>
        <translation>in %1, inline eingefügt bei %2:%3</translation>
    </message>
    <message>
        <source>Left or - hides the line&apos;s instructions.</source>
        <translation>Links oder - blendet die Instruktionen der Zeile aus.</translation>
    </message>
    <message>
        <source>Click the mark, or press Right or +, to show the line&apos;s instructions of %1 below it.</source>
        <translation>Ein Klick auf die Marke, Rechts oder + zeigt die Instruktionen von %1 auf dieser Zeile darunter.</translation>
    </message>
    <message>
        <source>%1 has no code on this line (the code here is another function&apos;s, or inlined into another function): nothing to expand.</source>
        <translation>%1 hat keinen Code auf dieser Zeile (der Code hier gehört einer anderen Funktion oder ist in eine andere Funktion inline eingefügt): nichts aufzuklappen.</translation>
    </message>
    <message>
        <source>Its bin also covers other code: its share of the bin&apos;s samples is a guess, by bytes.</source>
        <translation>Sein Intervall deckt auch anderen Code ab: sein Anteil an den Stichproben des Intervalls ist geschätzt, nach Bytes.</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>branches</source>
        <translation>Verzweigungen</translation>
    </message>
    <message>
        <source>ns/execution</source>
        <translation>ns/Ausführung</translation>
    </message>
    <message>
        <source>%1 ±%2</source>
        <translation>%1 ±%2</translation>
    </message>
    <message numerus="yes">
        <source>Never ran in the %n run(s) gcov&apos;s counts are of.</source>
        <translation>
            <numerusform>Lief nie in dem %n Lauf, aus dem gcovs Zählungen stammen.</numerusform>
            <numerusform>Lief nie in den %n Läufen, aus denen gcovs Zählungen stammen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran %1 times in %n run(s); some of its code never ran.</source>
        <translation>
            <numerusform>Lief %1-mal in %n Lauf; ein Teil ihres Codes lief nie.</numerusform>
            <numerusform>Lief %1-mal in %n Läufen; ein Teil ihres Codes lief nie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ran %1 times in %n run(s).</source>
        <translation>
            <numerusform>Lief %1-mal in %n Lauf.</numerusform>
            <numerusform>Lief %1-mal in %n Läufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n branch(es) on the line: taken (jumps) %1 times, not taken (falling through) %2 times, as gcov counts them.</source>
        <translation>
            <numerusform>%n Verzweigung auf der Zeile: %1-mal genommen (Sprünge), %2-mal nicht genommen (durchfallend), wie gcov sie zählt.</numerusform>
            <numerusform>%n Verzweigungen auf der Zeile: %1-mal genommen (Sprünge), %2-mal nicht genommen (durchfallend), wie gcov sie zählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loop header: the condition sent control into the body %1 times and out of the loop %2 times, %3 iterations per entry (exact for a loop left only through its condition; a break or return leaves entries uncounted).</source>
        <translation>Schleifenkopf: Die Bedingung führte %1-mal in den Rumpf und %2-mal aus der Schleife, %3 Durchläufe je Eintritt (exakt für eine Schleife, die nur über ihre Bedingung verlassen wird; ein break oder return lässt Eintritte ungezählt).</translation>
    </message>
    <message>
        <source>No samples on the line: too fast to time.</source>
        <translation>Keine Stichproben auf der Zeile: zu schnell, um sie zu messen.</translation>
    </message>
    <message>
        <source>%1 samples (%2 s) over %3 executions: %4 ns each, ±%5 ns (√N of the samples). %6</source>
        <translation>%1 Stichproben (%2 s) auf %3 Ausführungen: je %4 ns, ±%5 ns (√N der Stichproben). %6</translation>
    </message>
    <message>
        <source>Basic-block counts from gmon.out, as gprof -A shows them: only GCCs of before 2005 wrote them. For exact counts from a current GCC, build with -pg --coverage and add the .gcda files (File &gt; Add Coverage).</source>
        <translation>Basisblock-Zählungen aus gmon.out, wie gprof -A sie zeigt: Nur GCCs vor 2005 schrieben sie. Für exakte Zählungen mit einem aktuellen GCC mit -pg --coverage bauen und die .gcda-Dateien hinzufügen (Datei &gt; Abdeckung hinzufügen).</translation>
    </message>
    <message numerus="yes">
        <source>Exact executions of the line, from GCC&apos;s coverage data read by gcov: %n run(s) of the coverage build (the samples are of %1). Lines that never ran are marked; * marks code on the line that never ran.</source>
        <translation>
            <numerusform>Exakte Ausführungen der Zeile, aus den Abdeckungsdaten von GCC, von gcov gelesen: %n Lauf des Abdeckungs-Builds (die Stichproben stammen aus %1). Nie gelaufene Zeilen sind markiert; * markiert Code auf der Zeile, der nie lief.</numerusform>
            <numerusform>Exakte Ausführungen der Zeile, aus den Abdeckungsdaten von GCC, von gcov gelesen: %n Läufe des Abdeckungs-Builds (die Stichproben stammen aus %1). Nie gelaufene Zeilen sind markiert; * markiert Code auf der Zeile, der nie lief.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact executions from GCC&apos;s coverage data: build with -pg --coverage, run, and add the .gcda files (File &gt; Add Coverage).</source>
        <translation>Exakte Ausführungen aus den Abdeckungsdaten von GCC: mit -pg --coverage bauen, ausführen und die .gcda-Dateien hinzufügen (Datei &gt; Abdeckung hinzufügen).</translation>
    </message>
    <message>
        <source>The line&apos;s branches as gcov counts them: taken / not taken. On a loop&apos;s header, ↻ gives its iterations per entry.</source>
        <translation>Die Verzweigungen der Zeile, wie gcov sie zählt: genommen / nicht genommen. Am Kopf einer Schleife gibt ↻ ihre Durchläufe je Eintritt an.</translation>
    </message>
    <message>
        <source>The line&apos;s time (its samples) over its exact executions, in nanoseconds, with the sampling error (√N). %1</source>
        <translation>Die Zeit der Zeile (ihre Stichproben) geteilt durch ihre exakten Ausführungen, in Nanosekunden, mit dem Stichprobenfehler (√N). %1</translation>
    </message>
</context>
<context>
    <name>gmonview::SourceView</name>
    <message>
        <source>intervals</source>
        <translation>Intervalle</translation>
    </message>
    <message>
        <source>Split the function&apos;s addresses into this many equal intervals</source>
        <translation>Die Adressen der Funktion in so viele gleiche Intervalle teilen</translation>
    </message>
    <message>
        <source>Source Folders...</source>
        <translation>Quelltextordner …</translation>
    </message>
    <message>
        <source>Folders to search for sources that moved (as gprof&apos;s -I)</source>
        <translation>Ordner, in denen verschobene Quelltexte gesucht werden (wie -I von gprof)</translation>
    </message>
    <message>
        <source>Locate File...</source>
        <translation>Datei suchen …</translation>
    </message>
    <message>
        <source>Samples across the function&apos;s addresses</source>
        <translation>Stichproben über die Adressen der Funktion</translation>
    </message>
    <message>
        <source>Where is %1?</source>
        <translation>Wo ist %1?</translation>
    </message>
    <message>
        <source>Add a Source Folder</source>
        <translation>Einen Quelltextordner hinzufügen</translation>
    </message>
    <message>
        <source>%1 is not where the debug information says, nor in the source folders; the figures are listed by line number.</source>
        <translation>%1 ist weder dort, wo die Debug-Informationen es angeben, noch in den Quelltextordnern; die Zahlen werden nach Zeilennummer aufgelistet.</translation>
    </message>
    <message>
        <source>Reading line tables...</source>
        <translation>Zeilentabellen werden gelesen …</translation>
    </message>
    <message>
        <source>%1 has no line information</source>
        <translation>%1 hat keine Zeileninformationen</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelltext</translation>
    </message>
    <message>
        <source>&amp;Next Hot Line</source>
        <translation>&amp;Nächste heiße Zeile</translation>
    </message>
    <message>
        <source>The next line with samples</source>
        <translation>Die nächste Zeile mit Stichproben</translation>
    </message>
    <message>
        <source>&amp;Previous Hot Line</source>
        <translation>&amp;Vorige heiße Zeile</translation>
    </message>
    <message>
        <source>The previous line with samples</source>
        <translation>Die vorige Zeile mit Stichproben</translation>
    </message>
    <message>
        <source>%1
The debug information names it %2</source>
        <translation>%1
Die Debug-Information nennt sie %2</translation>
    </message>
    <message>
        <source>Looked for %1 where the debug information says; no source folders are set.</source>
        <translation>%1 dort gesucht, wo die Debug-Information sagt; es sind keine Quellordner gesetzt.</translation>
    </message>
    <message>
        <source>Looked for %1 where the debug information says, then in the source folders %2.</source>
        <translation>%1 dort gesucht, wo die Debug-Information sagt, dann in den Quellordnern %2.</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>Nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>No line of this file has samples.</source>
        <translation>Keine Zeile dieser Datei hat Stichproben.</translation>
    </message>
    <message>
        <source>Past the first hot line: back at the file&apos;s last.</source>
        <translation>Vor der ersten heißen Zeile: zurück bei der letzten der Datei.</translation>
    </message>
    <message>
        <source>Past the last hot line: back at the file&apos;s first.</source>
        <translation>Nach der letzten heißen Zeile: zurück bei der ersten der Datei.</translation>
    </message>
    <message>
        <source>Whole File</source>
        <translation>Ganze Datei</translation>
    </message>
    <message>
        <source>The file&apos;s totals: every function&apos;s code on each line (template instances and other functions sharing a line summed), and F3 through the whole file. Unticked, the current function&apos;s own figures, and F3 stays in it.</source>
        <translation>Die Summen der Datei: der Code aller Funktionen in jeder Zeile (Template-Instanzen und andere Funktionen, die sich eine Zeile teilen, summiert), und F3 durch die ganze Datei. Nicht angehakt: die eigenen Zahlen der aktuellen Funktion, und F3 bleibt in ihr.</translation>
    </message>
    <message>
        <source>No line of %1 has samples.</source>
        <translation>Keine Zeile von %1 hat Stichproben.</translation>
    </message>
    <message>
        <source>The first hot line of %1: Shift+F3 stops here (Whole File goes on through the file).</source>
        <translation>Die erste heiße Zeile von %1: Umschalt+F3 hält hier (mit „Ganze Datei“ geht es durch die Datei weiter).</translation>
    </message>
    <message>
        <source>The last hot line of %1: F3 stops here (Whole File goes on through the file).</source>
        <translation>Die letzte heiße Zeile von %1: F3 hält hier (mit „Ganze Datei“ geht es durch die Datei weiter).</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>The function&apos;s instructions below its source, with their samples and calls: selecting a line selects its instructions, and an instruction its line</source>
        <translation>Die Befehle der Funktion unter ihrem Quelltext, mit Stichproben und Aufrufen: eine Zeile wählt ihre Befehle aus, und ein Befehl seine Zeile</translation>
    </message>
    <message>
        <source>%1 (by a tail call)</source>
        <translation>%1 (durch einen Endaufruf)</translation>
    </message>
    <message>
        <source>&amp;Expand Line</source>
        <translation>Zeile auf&amp;klappen</translation>
    </message>
    <message>
        <source>The line&apos;s instructions below it, in the table</source>
        <translation>Die Instruktionen der Zeile darunter, in der Tabelle</translation>
    </message>
    <message>
        <source>C&amp;ollapse Line</source>
        <translation>Zeile &amp;zuklappen</translation>
    </message>
    <message>
        <source>Expand &amp;Hot Lines</source>
        <translation>&amp;Heiße Zeilen aufklappen</translation>
    </message>
    <message>
        <source>Every line with samples shows its instructions</source>
        <translation>Jede Zeile mit Stichproben zeigt ihre Instruktionen</translation>
    </message>
    <message>
        <source>Collapse &amp;All</source>
        <translation>&amp;Alle zuklappen</translation>
    </message>
    <message>
        <source>No instructions to show: the program cannot be read.</source>
        <translation>Keine Instruktionen zu zeigen: das Programm kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 has no code on line %2: nothing to expand.</source>
        <translation>%1 hat keinen Code auf Zeile %2: nichts aufzuklappen.</translation>
    </message>
    <message>
        <source>Timed on the coverage build: its counters&apos; cost is in the time, and the times hold for that build.</source>
        <translation>Auf dem Abdeckungs-Build gemessen: Die Kosten seiner Zähler sind in der Zeit enthalten, und die Zeiten gelten für diesen Build.</translation>
    </message>
    <message>
        <source>Timed on a build without coverage, counted on another: the two agree only if GCC compiled the line alike in both.</source>
        <translation>Auf einem Build ohne Abdeckung gemessen, auf einem anderen gezählt: Beide stimmen nur überein, wenn GCC die Zeile in beiden gleich übersetzt hat.</translation>
    </message>
</context>
<context>
    <name>gmonview::Tables</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows as text</source>
        <translation>Die gewählten Zeilen als Text kopieren</translation>
    </message>
    <message>
        <source>Copy as CS&amp;V</source>
        <translation>Als CS&amp;V kopieren</translation>
    </message>
    <message>
        <source>Copy the selected rows as CSV</source>
        <translation>Die gewählten Zeilen als CSV kopieren</translation>
    </message>
</context>
<context>
    <name>gmonview::TreemapView</name>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Gruppieren nach:</translation>
    </message>
    <message>
        <source>Source file</source>
        <translation>Quelldatei</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namensraum</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Namespace: the first qualifier of each name. Class: all of its qualifiers (a demangled name does not tell a namespace from a class).</source>
        <translation>Namensraum: der erste Qualifizierer jedes Namens. Klasse: alle seine Qualifizierer (ein entschlüsselter Name unterscheidet Namensraum und Klasse nicht).</translation>
    </message>
    <message>
        <source>Areas are sampled self time (exact grouping, ±√N per function)</source>
        <translation>Flächen sind gemessene Selbstzeit (exakte Gruppierung, ±√N je Funktion)</translation>
    </message>
    <message>
        <source>A group&apos;s area is the sum of its functions&apos; samples, with nothing estimated; each function&apos;s own time, of N samples, is uncertain by about √N samples. Hatched: functions too small to draw one by one.</source>
        <translation>Die Fläche einer Gruppe ist die Summe der Samples ihrer Funktionen, nichts ist geschätzt; die eigene Zeit jeder Funktion aus N Samples ist um etwa √N Samples unsicher. Schraffiert: Funktionen, zu klein, um einzeln gezeichnet zu werden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 s in %n function(s), %2 of the total (the exact sum of their samples)</source>
        <translation>
            <numerusform>%1 s in %n Funktion, %2 der Gesamtzeit (die exakte Summe ihrer Samples)</numerusform>
            <numerusform>%1 s in %n Funktionen, %2 der Gesamtzeit (die exakte Summe ihrer Samples)</numerusform>
        </translation>
    </message>
    <message>
        <source>No line table names a file for these functions: built without -g, or the file names were not read</source>
        <translation>Keine Zeilentabelle nennt eine Datei für diese Funktionen: ohne -g übersetzt, oder die Dateinamen wurden nicht gelesen</translation>
    </message>
    <message>
        <source>Functions outside any namespace or class, C functions among them</source>
        <translation>Funktionen außerhalb jedes Namensraums und jeder Klasse, darunter C-Funktionen</translation>
    </message>
    <message numerus="yes">
        <source>Hatched: %n function(s) too small to draw, %1 s together</source>
        <translation>
            <numerusform>Schraffiert: %n Funktion zu klein zum Zeichnen, zusammen %1 s</numerusform>
            <numerusform>Schraffiert: %n Funktionen zu klein zum Zeichnen, zusammen %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <source>Self: %1 s ± %2 s (sampled), %3 of the total</source>
        <translation>Selbst: %1 s ± %2 s (gemessen), %3 der Gesamtzeit</translation>
    </message>
    <message>
        <source>No sampled time to show: the run recorded no samples</source>
        <translation>Keine gemessene Zeit zu zeigen: der Lauf hat keine Samples aufgezeichnet</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>Kein Profil</translation>
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
        <translation>--inline: %1</translation>
    </message>
    <message>
        <source>--inline: %1 has no DWARF function entries to find inlined code by (build it with -g)</source>
        <translation>--inline: %1 hat keine DWARF-Funktionseinträge, um eingebetteten Code zu finden (mit -g bauen)</translation>
    </message>
</context>
<context>
    <name>gmonview::io</name>
    <message>
        <source>%1: finding static calls is not supported on %2</source>
        <translation>%1: Statische Aufrufe lassen sich auf %2 nicht ermitteln</translation>
    </message>
    <message>
        <source>%1: has no .text section</source>
        <translation>%1: hat keinen .text-Abschnitt</translation>
    </message>
    <message>
        <source>%1: capstone cannot decode %2</source>
        <translation>%1: Capstone kann %2 nicht dekodieren</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot read its DWARF debug information: %2</source>
        <translation>%1: seine DWARF-Debuginformationen sind nicht lesbar: %2</translation>
    </message>
    <message>
        <source>line program at offset %1 of .debug_line</source>
        <translation>Zeilenprogramm bei Offset %1 in .debug_line</translation>
    </message>
    <message>
        <source>%1: its length runs past the section</source>
        <translation>%1: seine Länge reicht über das Ende des Abschnitts hinaus</translation>
    </message>
    <message>
        <source>%1: unsupported version %2</source>
        <translation>%1: nicht unterstützte Version %2</translation>
    </message>
    <message>
        <source>%1: malformed header</source>
        <translation>%1: fehlerhafter Kopf</translation>
    </message>
    <message>
        <source>%1: malformed directory or file table</source>
        <translation>%1: fehlerhafte Verzeichnis- oder Dateitabelle</translation>
    </message>
    <message>
        <source>%1: malformed include directories</source>
        <translation>%1: fehlerhafte Include-Verzeichnisse</translation>
    </message>
    <message>
        <source>%1: malformed file table</source>
        <translation>%1: fehlerhafte Dateitabelle</translation>
    </message>
    <message>
        <source>%1: malformed extended opcode at offset %2</source>
        <translation>%1: fehlerhafter erweiterter Opcode bei Offset %2</translation>
    </message>
    <message>
        <source>%1: the program runs past the end of the section</source>
        <translation>%1: das Programm reicht über das Ende des Abschnitts hinaus</translation>
    </message>
    <message>
        <source>%1: malformed DWARF compilation unit header: %2</source>
        <translation>%1: fehlerhafter Kopf einer DWARF-Übersetzungseinheit: %2</translation>
    </message>
    <message>
        <source>%1: cannot create a memory file: %2</source>
        <translation>%1: Speicherdatei kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot copy to a memory file: %2</source>
        <translation>%1: Kopieren in eine Speicherdatei fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1: malformed %2 (table at offset %3): %4</source>
        <translation>%1: fehlerhafter Abschnitt %2 (Tabelle bei Offset %3): %4</translation>
    </message>
    <message>
        <source>its length runs past the section</source>
        <translation>ihre Länge reicht über das Ende des Abschnitts hinaus</translation>
    </message>
    <message>
        <source>its header runs past its end</source>
        <translation>ihr Kopf reicht über ihr Ende hinaus</translation>
    </message>
    <message>
        <source>version %1 (5 expected)</source>
        <translation>Version %1 (erwartet: 5)</translation>
    </message>
    <message>
        <source>address size %1</source>
        <translation>Adressgröße %1</translation>
    </message>
    <message>
        <source>segment selector size %1</source>
        <translation>Segmentselektorgröße %1</translation>
    </message>
    <message>
        <source>its offset array runs past its end</source>
        <translation>ihr Offset-Feld reicht über ihr Ende hinaus</translation>
    </message>
    <message>
        <source>%1: not an ELF executable: %2</source>
        <translation>%1: kein ELF-Programm: %2</translation>
    </message>
    <message>
        <source>%1: unreadable ELF header: %2</source>
        <translation>%1: ELF-Kopf nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: unknown ELF class %2</source>
        <translation>%1: unbekannte ELF-Klasse %2</translation>
    </message>
    <message>
        <source>%1: is a relocatable object file, not a linked executable</source>
        <translation>%1: ist eine verschiebbare Objektdatei, kein gelinktes Programm</translation>
    </message>
    <message>
        <source>%1: is a core dump, not an executable</source>
        <translation>%1: ist ein Core-Dump, kein Programm</translation>
    </message>
    <message>
        <source>%1: unreadable section header string table: %2</source>
        <translation>%1: Namenstabelle der Abschnitte nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: unreadable section header: %2</source>
        <translation>%1: Abschnittskopf nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: the name of section %2 is unreadable (corrupt section-name table)</source>
        <translation>%1: der Name von Abschnitt %2 ist nicht lesbar (beschädigte Namenstabelle der Abschnitte)</translation>
    </message>
    <message>
        <source>%1: has no symbol table (.symtab); was it stripped?</source>
        <translation>%1: hat keine Symboltabelle (.symtab); wurde es mit strip bearbeitet?</translation>
    </message>
    <message>
        <source>%1: symbol table at offset %2 has no readable string table</source>
        <translation>%1: die Symboltabelle bei Offset %2 hat keine lesbare Zeichenkettentabelle</translation>
    </message>
    <message>
        <source>%1: unreadable symbol table at offset %2: %3</source>
        <translation>%1: Symboltabelle bei Offset %2 nicht lesbar: %3</translation>
    </message>
    <message>
        <source>%1: symbol table (.symtab) is empty</source>
        <translation>%1: die Symboltabelle (.symtab) ist leer</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>cannot read</source>
        <translation>kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: is a directory, not a file</source>
        <translation>%1: ist ein Verzeichnis, keine Datei</translation>
    </message>
    <message>
        <source>%1: is %2 MiB, larger than the %3 MiB this kind of file can sensibly be</source>
        <translation>%1: ist %2 MiB groß, mehr als die %3 MiB, die eine solche Datei vernünftigerweise haben kann</translation>
    </message>
    <message>
        <source>cannot create a temporary file beside it</source>
        <translation>daneben kann keine temporäre Datei angelegt werden</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot replace</source>
        <translation>kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>%1: truncated %2 at offset %3: the file ends at %4 (needed bytes from %5)</source>
        <translation>%1: abgeschnittener %2 bei Offset %3: die Datei endet bei %4 (benötigt wurden Bytes ab %5)</translation>
    </message>
    <message>
        <source>histogram record header</source>
        <translation>Kopf eines Histogrammeintrags</translation>
    </message>
    <message>
        <source>%1: histogram record at offset %2 claims %3 bins (%4 bytes) but only %5 bytes follow</source>
        <translation>%1: der Histogrammeintrag bei Offset %2 gibt %3 Intervalle (%4 Bytes) an, es folgen aber nur %5 Bytes</translation>
    </message>
    <message>
        <source>call-graph arc record</source>
        <translation>Aufrufgraph-Kanteneintrag</translation>
    </message>
    <message>
        <source>basic-block record</source>
        <translation>Basisblock-Eintrag</translation>
    </message>
    <message>
        <source>%1: basic-block record at offset %2 claims %3 blocks, more than the file holds</source>
        <translation>%1: der Basisblock-Eintrag bei Offset %2 gibt %3 Blöcke an, mehr als die Datei enthält</translation>
    </message>
    <message>
        <source>%1: basic-block record at offset %2 claims %3 blocks (%4 bytes) but only %5 bytes follow</source>
        <translation>%1: der Basisblock-Eintrag bei Offset %2 gibt %3 Blöcke (%4 Bytes) an, es folgen aber nur %5 Bytes</translation>
    </message>
    <message>
        <source>%1: unknown record tag %2 at offset %3 (file corrupted?)</source>
        <translation>%1: unbekannte Eintragskennung %2 bei Offset %3 (Datei beschädigt?)</translation>
    </message>
    <message>
        <source>%1: not a gmon file (no &quot;gmon&quot; cookie); read as a BSD profile, %2</source>
        <translation>%1: keine gmon-Datei (keine Kennung „gmon“); als BSD-Profil gelesen gilt: %2</translation>
    </message>
    <message>
        <source>it is too short (%1 bytes; a BSD header needs %2)</source>
        <translation>sie ist zu kurz (%1 Bytes; ein BSD-Kopf braucht %2)</translation>
    </message>
    <message>
        <source>its 4.4BSD header is cut off</source>
        <translation>ihr 4.4BSD-Kopf ist abgeschnitten</translation>
    </message>
    <message>
        <source>%1: bad magic: not a 4.4BSD gmon file (no version word 0x51879 at offset %2)</source>
        <translation>%1: falsche Kennung: keine 4.4BSD-gmon-Datei (kein Versionswort 0x51879 bei Offset %2)</translation>
    </message>
    <message>
        <source>its header at offset 0x0 has low pc %1, high pc %2 and size %3 (not a gmon.out from this executable?)</source>
        <translation>ihr Kopf bei Offset 0x0 hat low pc %1, high pc %2 und Größe %3 (kein gmon.out dieses Programms?)</translation>
    </message>
    <message>
        <source>it is too short</source>
        <translation>sie ist zu kurz</translation>
    </message>
    <message>
        <source>its histogram claims %1 bins (%2 bytes) at offset %3 but only %4 bytes follow</source>
        <translation>ihr Histogramm gibt %1 Intervalle (%2 Bytes) bei Offset %3 an, es folgen aber nur %4 Bytes</translation>
    </message>
    <message>
        <source>%1: empty file, not a gmon file</source>
        <translation>%1: leere Datei, keine gmon-Datei</translation>
    </message>
    <message>
        <source>%1: too short to be a gmon file (%2 bytes; the header alone is 20)</source>
        <translation>%1: zu kurz für eine gmon-Datei (%2 Bytes; allein der Kopf hat 20)</translation>
    </message>
    <message>
        <source>%1: bad magic: no &quot;gmon&quot; cookie at offset 0x0</source>
        <translation>%1: falsche Kennung: kein „gmon“ bei Offset 0x0</translation>
    </message>
    <message>
        <source>no line table found</source>
        <translation>keine Zeilentabelle gefunden</translation>
    </message>
    <message>
        <source>compilation unit at offset %1 of .debug_info</source>
        <translation>Übersetzungseinheit bei Offset %1 in .debug_info</translation>
    </message>
    <message>
        <source>%1: %2: libdwarf cannot read its first entry (%3), so its lines are left out</source>
        <translation>%1: %2: ihr erster Eintrag ist für libdwarf nicht lesbar (%3), daher fehlen ihre Zeilen</translation>
    </message>
    <message>
        <source>%1: %2; read through libdwarf instead</source>
        <translation>%1: %2; stattdessen mit libdwarf gelesen</translation>
    </message>
    <message>
        <source>%1: %2; libdwarf cannot read it either (%3), so its lines are left out</source>
        <translation>%1: %2; auch für libdwarf nicht lesbar (%3), daher fehlen diese Zeilen</translation>
    </message>
    <message>
        <source>line table of the compilation unit at offset %1 of .debug_info</source>
        <translation>Zeilentabelle der Übersetzungseinheit bei Offset %1 in .debug_info</translation>
    </message>
    <message>
        <source>%1: %2: libdwarf cannot read it (%3), so its lines are left out</source>
        <translation>%1: %2: für libdwarf nicht lesbar (%3), daher fehlen diese Zeilen</translation>
    </message>
    <message>
        <source>%1: section %2 claims %3 bytes at offset %4, beyond the end of the file (%5 bytes)</source>
        <translation>%1: Abschnitt %2 beansprucht %3 Bytes ab Offset %4, jenseits des Dateiendes (%5 Bytes)</translation>
    </message>
    <message>
        <source>%1: not an executable (neither ELF nor PE: no ELF magic at offset 0x0)</source>
        <translation>%1: keine ausführbare Datei (weder ELF noch PE: keine ELF-Kennung bei Offset 0x0)</translation>
    </message>
    <message>
        <source>%1: a PE executable for %2, which gmonview does not read (only x86-64 and i386)</source>
        <translation>%1: eine PE-Datei für %2, die gmonview nicht liest (nur x86-64 und i386)</translation>
    </message>
    <message>
        <source>%1: has no symbol table (it was stripped); build it again without -s</source>
        <translation>%1: hat keine Symboltabelle (sie wurde entfernt); bauen Sie es ohne -s neu</translation>
    </message>
    <message>
        <source>%1: %2 at offset %3: its name&apos;s string-table offset %4 is outside the string table (%5 bytes at offset %6)</source>
        <translation>%1: %2 bei Offset %3: der Offset %4 seines Namens liegt außerhalb der Stringtabelle (%5 Bytes bei Offset %6)</translation>
    </message>
    <message>
        <source>%1: %2 at offset %3: its name at string-table offset %4 has no terminating NUL before the table ends at %5</source>
        <translation>%1: %2 bei Offset %3: sein Name bei Stringtabellen-Offset %4 endet nicht mit NUL, bevor die Tabelle bei %5 endet</translation>
    </message>
    <message>
        <source>%1: not a PE executable (no &quot;MZ&quot; DOS header at offset 0x0)</source>
        <translation>%1: keine PE-Datei (kein DOS-Kopf „MZ“ bei Offset 0x0)</translation>
    </message>
    <message>
        <source>DOS header</source>
        <translation>DOS-Kopf</translation>
    </message>
    <message>
        <source>%1: the DOS header&apos;s e_lfanew (at offset 0x3c) points to %2, past the end of the file at %3</source>
        <translation>%1: e_lfanew des DOS-Kopfs (bei Offset 0x3c) zeigt auf %2, hinter das Dateiende bei %3</translation>
    </message>
    <message>
        <source>%1: no PE signature at offset %2 (where the DOS header&apos;s e_lfanew points)</source>
        <translation>%1: keine PE-Signatur bei Offset %2 (wohin e_lfanew des DOS-Kopfs zeigt)</translation>
    </message>
    <message>
        <source>COFF file header</source>
        <translation>COFF-Dateikopf</translation>
    </message>
    <message>
        <source>%1: the COFF file header at offset %2 declares no optional header (an object file, not a linked executable?)</source>
        <translation>%1: der COFF-Dateikopf bei Offset %2 nennt keinen optionalen Kopf (eine Objektdatei, keine gebundene ausführbare Datei?)</translation>
    </message>
    <message>
        <source>optional header</source>
        <translation>optionaler Kopf</translation>
    </message>
    <message>
        <source>%1: optional header at offset %2 is %3 bytes (SizeOfOptionalHeader), too small for its fields and data directories (%4 bytes)</source>
        <translation>%1: der optionale Kopf bei Offset %2 ist %3 Bytes groß (SizeOfOptionalHeader), zu klein für seine Felder und Datenverzeichnisse (%4 Bytes)</translation>
    </message>
    <message>
        <source>%1: optional header at offset %2 has magic %3, neither PE32 (0x10b) nor PE32+ (0x20b)</source>
        <translation>%1: der optionale Kopf bei Offset %2 hat die Kennung %3, weder PE32 (0x10b) noch PE32+ (0x20b)</translation>
    </message>
    <message>
        <source>%1: section table at offset %2 (%3 sections of 40 bytes) runs past the end of the file at %4</source>
        <translation>%1: die Sektionstabelle bei Offset %2 (%3 Sektionen zu 40 Bytes) reicht über das Dateiende bei %4 hinaus</translation>
    </message>
    <message>
        <source>%1: symbol table at offset %2 (%3 symbols of 18 bytes) runs past the end of the file at %4</source>
        <translation>%1: die Symboltabelle bei Offset %2 (%3 Symbole zu 18 Bytes) reicht über das Dateiende bei %4 hinaus</translation>
    </message>
    <message>
        <source>string table size</source>
        <translation>Größe der Stringtabelle</translation>
    </message>
    <message>
        <source>%1: string table at offset %2 claims %3 bytes, but the file ends at %4</source>
        <translation>%1: die Stringtabelle bei Offset %2 gibt %3 Bytes an, aber die Datei endet bei %4</translation>
    </message>
    <message>
        <source>%1: section %2 header at offset %3: malformed long name &quot;%4&quot;</source>
        <translation>%1: Kopf der Sektion %2 bei Offset %3: fehlerhafter langer Name „%4“</translation>
    </message>
    <message>
        <source>%1: section %2 header at offset %3: long name &quot;%4&quot; needs the string table, but the file has no symbol table</source>
        <translation>%1: Kopf der Sektion %2 bei Offset %3: der lange Name „%4“ braucht die Stringtabelle, aber die Datei hat keine Symboltabelle</translation>
    </message>
    <message>
        <source>section %1 header</source>
        <translation>Kopf der Sektion %1</translation>
    </message>
    <message>
        <source>%1: section %2 (%3, header at offset %4): its data (%5 bytes at offset %6) runs past the end of the file at %7</source>
        <translation>%1: Sektion %2 (%3, Kopf bei Offset %4): ihre Daten (%5 Bytes bei Offset %6) reichen über das Dateiende bei %7 hinaus</translation>
    </message>
    <message>
        <source>%1: symbol %2 at offset %3 has %4 auxiliary records, past the end of the symbol table (%5 records)</source>
        <translation>%1: Symbol %2 bei Offset %3 hat %4 Zusatzeinträge, über das Ende der Symboltabelle (%5 Einträge) hinaus</translation>
    </message>
    <message>
        <source>%1: symbol %2 at offset %3 is in section %4, but the file has %5 sections</source>
        <translation>%1: Symbol %2 bei Offset %3 liegt in Sektion %4, aber die Datei hat %5 Sektionen</translation>
    </message>
    <message>
        <source>symbol %1</source>
        <translation>Symbol %1</translation>
    </message>
    <message>
        <source>cannot follow the link</source>
        <translation>Verknüpfung kann nicht verfolgt werden</translation>
    </message>
    <message>
        <source>%1: is one of the files read; writing it would destroy it</source>
        <translation>%1: ist eine der gelesenen Dateien; sie zu schreiben würde sie zerstören</translation>
    </message>
    <message>
        <source>%1: is the same file as %2, one of the files read; writing it would destroy it</source>
        <translation>%1: ist dieselbe Datei wie %2, eine der gelesenen Dateien; sie zu schreiben würde sie zerstören</translation>
    </message>
    <message>
        <source>%1: is read-only; make it writable to replace it</source>
        <translation>%1: ist schreibgeschützt; zum Ersetzen beschreibbar machen</translation>
    </message>
    <message>
        <source>%1: is a FIFO, not a regular file; save what it carries to a file and open that</source>
        <translation>%1: ist ein FIFO, keine reguläre Datei; speichern Sie seinen Inhalt in eine Datei und öffnen Sie diese</translation>
    </message>
    <message>
        <source>%1: is a device, not a regular file; copy what it holds to a file and open that</source>
        <translation>%1: ist ein Gerät, keine reguläre Datei; kopieren Sie seinen Inhalt in eine Datei und öffnen Sie diese</translation>
    </message>
    <message>
        <source>%1: is not a regular file</source>
        <translation>%1: ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: its ELF file type %2 is neither an executable nor a shared object (the file is damaged)</source>
        <translation>%1: Der ELF-Dateityp %2 ist weder ein Programm noch eine gemeinsam genutzte Bibliothek (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: unreadable section count: %2</source>
        <translation>%1: Anzahl der Abschnitte nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: its section headers are %2 bytes each where ELF&apos;s are %3 (the file is damaged)</source>
        <translation>%1: Seine Abschnittsköpfe sind je %2 Bytes groß, bei ELF sind es %3 (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: unreadable program header count: %2</source>
        <translation>%1: Anzahl der Programmköpfe nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1: its %2 program headers at offset %3 run past the end of the file (%4 bytes; the file is damaged)</source>
        <translation>%1: Seine %2 Programmköpfe an Offset %3 reichen über das Dateiende hinaus (%4 Bytes; die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: section %2 links to section %3, but the file has %4 sections (the file is damaged)</source>
        <translation>%1: Abschnitt %2 verweist auf Abschnitt %3, die Datei hat aber %4 Abschnitte (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: section %2 applies to section %3, but the file has %4 sections (the file is damaged)</source>
        <translation>%1: Abschnitt %2 gilt für Abschnitt %3, die Datei hat aber %4 Abschnitte (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: section %2 holds entries of %3 bytes where ELF&apos;s are %4 (the file is damaged)</source>
        <translation>%1: Abschnitt %2 enthält Einträge von %3 Bytes, bei ELF sind es %4 (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: section %2 is %3 bytes, not a whole number of %4-byte symbols (the file is damaged)</source>
        <translation>%1: Abschnitt %2 ist %3 Bytes groß, keine ganze Zahl von Symbolen zu %4 Bytes (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: section %2 says its first global symbol is number %3, but it holds %4 (the file is damaged)</source>
        <translation>%1: Laut Abschnitt %2 ist sein erstes globales Symbol Nummer %3, er enthält aber %4 (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: the names of section %2 are said to be in section %3, which is not a string table (the file is damaged)</source>
        <translation>%1: Die Namen aus Abschnitt %2 sollen in Abschnitt %3 stehen, der keine Zeichenkettentabelle ist (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: string table %2 does not end in a NUL byte, so its last name may be cut short (the file is damaged)</source>
        <translation>%1: Zeichenkettentabelle %2 endet nicht mit einem NUL-Byte, ihr letzter Name kann daher abgeschnitten sein (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>%1: unreadable extended section indices in section %2: %3</source>
        <translation>%1: Erweiterte Abschnittsindizes in Abschnitt %2 nicht lesbar: %3</translation>
    </message>
    <message>
        <source>%1: unreadable symbol %2 in %3</source>
        <translation>%1: Symbol %2 in %3 nicht lesbar</translation>
    </message>
    <message>
        <source>symbol %1 in section %2 names its name at offset %3 of string table %4, which is %5 bytes long; it is called &quot;(null)&quot;, as gprof calls it</source>
        <translation>Symbol %1 in Abschnitt %2 gibt seinen Namen an Offset %3 der Zeichenkettentabelle %4 an, die %5 Bytes lang ist; es heißt „(null)“, wie gprof es nennt</translation>
    </message>
    <message>
        <source>%1: symbol %2 (%3) in section %4 keeps its section&apos;s index in an SHT_SYMTAB_SHNDX section, but the file has none (the file is damaged)</source>
        <translation>%1: Symbol %2 (%3) in Abschnitt %4 hat seinen Abschnittsindex in einem SHT_SYMTAB_SHNDX-Abschnitt, die Datei hat aber keinen (die Datei ist beschädigt)</translation>
    </message>
    <message>
        <source>symbol %1 (%2) in section %3 belongs to section %4, but the file has %5 sections</source>
        <translation>Symbol %1 (%2) in Abschnitt %3 gehört zu Abschnitt %4, die Datei hat aber %5 Abschnitte</translation>
    </message>
    <message>
        <source>function %1 lies at %2, outside its section %3 (%4-%5)</source>
        <translation>Funktion %1 liegt bei %2, außerhalb ihres Abschnitts %3 (%4-%5)</translation>
    </message>
    <message>
        <source>%1: %2 (the file is damaged)</source>
        <translation>%1: %2 (die Datei ist beschädigt)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, and so do %n other symbol(s) (the file is damaged)</source>
        <translation>
            <numerusform>%1: %2, und ebenso %n weiteres Symbol (die Datei ist beschädigt)</numerusform>
            <numerusform>%1: %2, und ebenso %n weitere Symbole (die Datei ist beschädigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: reading it was stopped</source>
        <translation>%1: Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1: capstone cannot be loaded: %2</source>
        <translation>%1: Capstone kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>%1: its machine (%2) is not one gmonview disassembles (x86-64, i386, AArch64 and ARM)</source>
        <translation>%1: gmonview disassembliert seine Maschine (%2) nicht (nur x86-64, i386, AArch64 und ARM)</translation>
    </message>
    <message>
        <source>%1: cannot disassemble it: %2</source>
        <translation>%1: kann nicht disassembliert werden: %2</translation>
    </message>
    <message>
        <source>%1: the capstone installed cannot decode %2 code</source>
        <translation>%1: das installierte capstone kann keinen %2-Code dekodieren</translation>
    </message>
    <message>
        <source>%1: %2 bytes, too short for a GCC coverage file</source>
        <translation>%1: %2 Bytes, zu kurz für eine GCC-Abdeckungsdatei</translation>
    </message>
    <message>
        <source>%1: not a GCC coverage file (.gcda or .gcno): its first bytes are not their magic number</source>
        <translation>%1: keine GCC-Abdeckungsdatei (.gcda oder .gcno): ihre ersten Bytes sind nicht deren magische Zahl</translation>
    </message>
    <message>
        <source>%1: the compiler&apos;s notes (.gcno), not a run&apos;s counts (.gcda)</source>
        <translation>%1: die Notizen des Compilers (.gcno), nicht die Zählungen eines Laufs (.gcda)</translation>
    </message>
    <message>
        <source>%1: truncated: a record at offset %2 claims %3 bytes, %4 are left</source>
        <translation>%1: abgeschnitten: ein Eintrag bei Offset %2 beansprucht %3 Bytes, %4 sind übrig</translation>
    </message>
    <message>
        <source>%1: truncated: %2 bytes at its end are not a record</source>
        <translation>%1: abgeschnitten: %2 Bytes an ihrem Ende sind kein Eintrag</translation>
    </message>
    <message>
        <source>%1: no object summary, so no count of runs: not a complete .gcda file</source>
        <translation>%1: keine Objektzusammenfassung, also keine Zahl der Läufe: keine vollständige .gcda-Datei</translation>
    </message>
    <message>
        <source>%1: unsupported gmon version %2 in the header at offset 0x4 (gmonview reads versions 0 and 1, and glibc&apos;s library profiles, 0x1ffff)</source>
        <translation>%1: nicht unterstützte gmon-Version %2 im Kopf bei Offset 0x4 (gmonview liest die Versionen 0 und 1 sowie die Bibliotheksprofile von glibc, 0x1ffff)</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile ends inside its %2 at offset %3 (%4 bytes in all): the file was cut short</source>
        <translation>%1: das Bibliotheksprofil von glibc endet in seinem %2 bei Offset %3 (%4 Bytes insgesamt): die Datei wurde abgeschnitten</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile has tag %2 at offset %3 where its histogram&apos;s (0) belongs: the file is corrupted</source>
        <translation>%1: das Bibliotheksprofil von glibc hat bei Offset %3 die Kennung %2, wo die seines Histogramms (0) stehen muss: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile&apos;s histogram at offset %2 covers %3-%4 in %5 bins, which the file (%6 bytes) cannot hold: the file is corrupted or cut short</source>
        <translation>%1: das Histogramm des Bibliotheksprofils von glibc bei Offset %2 deckt %3-%4 in %5 Klassen ab, die die Datei (%6 Bytes) nicht fassen kann: die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile has tag %2 at offset %3 where its arcs&apos; (1) belongs: the file is corrupted</source>
        <translation>%1: das Bibliotheksprofil von glibc hat bei Offset %3 die Kennung %2, wo die seiner Kanten (1) stehen muss: die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>%1: glibc&apos;s library profile claims %2 arcs at offset %3 but has room for %4: the file is corrupted or cut short</source>
        <translation>%1: das Bibliotheksprofil von glibc gibt bei Offset %3 %2 Kanten an, hat aber Platz für %4: die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>histogram header</source>
        <translation>Histogrammkopf</translation>
    </message>
    <message>
        <source>arc header</source>
        <translation>Kantenkopf</translation>
    </message>
</context>
<context>
    <name>gmonview::model</name>
    <message>
        <source>arcs into %1</source>
        <translation>Kanten nach %1</translation>
    </message>
    <message>
        <source>%1: its addresses (%2) lie outside the executable&apos;s text (%3): it was written by another program, or by a build older than this executable</source>
        <translation>%1: seine Adressen (%2) liegen außerhalb des Programmtexts (%3): es wurde von einem anderen Programm geschrieben oder von einem älteren Build als diesem</translation>
    </message>
    <message>
        <source>%1: sampling rate %2 Hz differs from the first run&apos;s %3 Hz</source>
        <translation>%1: die Abtastrate von %2 Hz weicht von den %3 Hz des ersten Laufs ab</translation>
    </message>
    <message>
        <source>%1: histogram covers %2 in %3 bins, but the first run covers %4 in %5 bins: not a run of the same executable?</source>
        <translation>%1: das Histogramm deckt %2 in %3 Intervallen ab, der erste Lauf aber %4 in %5 Intervallen: kein Lauf desselben Programms?</translation>
    </message>
    <message>
        <source>%1: histogram record at offset %2</source>
        <translation>%1: Histogrammeintrag bei Offset %2</translation>
    </message>
    <message>
        <source>%1 measures &apos;%2&apos;, not &apos;%3&apos; like the runs before it</source>
        <translation>%1 misst „%2“, nicht „%3“ wie die Läufe davor</translation>
    </message>
    <message>
        <source>%1 abbreviates its unit as &apos;%2&apos;, not &apos;%3&apos; like the runs before it</source>
        <translation>%1 kürzt seine Einheit als „%2“ ab, nicht als „%3“ wie die Läufe davor</translation>
    </message>
    <message>
        <source>%1 has a different scale: %2 bytes per bin against %3 in the runs before it</source>
        <translation>%1 hat einen anderen Maßstab: %2 Bytes pro Intervall gegenüber %3 in den Läufen davor</translation>
    </message>
    <message>
        <source>%1 has %2 bins for the range %3 where an earlier run had %4</source>
        <translation>%1 hat %2 Intervalle für den Bereich %3, wo ein früherer Lauf %4 hatte</translation>
    </message>
    <message>
        <source>%1 covers %2, which overlaps an earlier histogram without matching it</source>
        <translation>%1 deckt %2 ab und überlappt ein früheres Histogramm, ohne ihm zu entsprechen</translation>
    </message>
    <message>
        <source>%1: has no .text section</source>
        <translation>%1: hat keinen .text-Abschnitt</translation>
    </message>
    <message>
        <source>%1: has no function symbols</source>
        <translation>%1: hat keine Funktionssymbole</translation>
    </message>
    <message>
        <source>%1: has no line information (compile with -g)</source>
        <translation>%1: hat keine Zeileninformationen (mit -g übersetzen)</translation>
    </message>
    <message>
        <source>%1: line %2: not of the form FILE:ADDRESS TYPE FUNCTION (as nm -A prints)</source>
        <translation>%1: Zeile %2: nicht in der Form DATEI:ADRESSE TYP FUNKTION (wie nm -A sie ausgibt)</translation>
    </message>
    <message>
        <source>call graph: the head of the cycle through %1 was not found; cycles may be numbered differently from gprof, which stops here</source>
        <translation>Aufrufgraph: Der Kopf des Zyklus durch %1 wurde nicht gefunden; Zyklen können anders nummeriert sein als bei gprof, das hier abbricht</translation>
    </message>
    <message>
        <source>call graph: %1 was joined to the cycle of %2 and another; cycles may be numbered differently from gprof, which stops here</source>
        <translation>Aufrufgraph: %1 wurde dem Zyklus von %2 und einem weiteren zugeordnet; Zyklen können anders nummeriert sein als bei gprof, das hier abbricht</translation>
    </message>
    <message>
        <source>%1: source lines are named after the ELF symbols around them, not the DWARF functions, which could not be read: %2</source>
        <translation>%1: Quelltextzeilen werden nach den umgebenden ELF-Symbolen benannt, nicht nach den DWARF-Funktionen, die nicht gelesen werden konnten: %2</translation>
    </message>
    <message>
        <source>the profile has no histogram, so there is no flat profile (%1 has only call-graph data)</source>
        <translation>das Profil hat kein Histogramm, daher gibt es kein flaches Profil (%1 enthält nur Aufrufgraph-Daten)</translation>
    </message>
    <message>
        <source>the profile has no call-graph data (%1 has no arcs: was the program compiled and linked with -pg?)</source>
        <translation>das Profil hat keine Aufrufgraph-Daten (%1 hat keine Kanten: wurde das Programm mit -pg übersetzt und gebunden?)</translation>
    </message>
    <message>
        <source>%1: is summed already; a run counts once</source>
        <translation>%1: ist schon summiert; ein Lauf zählt einmal</translation>
    </message>
    <message>
        <source>%1: holds the same run as %2, which is summed already; a run counts once</source>
        <translation>%1: enthält denselben Lauf wie %2, der schon summiert ist; ein Lauf zählt einmal</translation>
    </message>
    <message>
        <source>%1: no runs to compare; give its gmon files after it</source>
        <translation>%1: keine Läufe zum Vergleichen; geben Sie seine gmon-Dateien danach an</translation>
    </message>
    <message>
        <source>%1: none of its runs could be read, nothing to compare</source>
        <translation>%1: keiner seiner Läufe konnte gelesen werden, nichts zu vergleichen</translation>
    </message>
    <message>
        <source>%1 and %2 are programs for different architectures (%3 and %4): compare builds of one program</source>
        <translation>%1 und %2 sind Programme für verschiedene Architekturen (%3 und %4): vergleichen Sie Builds eines Programms</translation>
    </message>
    <message>
        <source>the two sides sample at different rates (%1 and %2 per second); compared in seconds</source>
        <translation>die beiden Seiten tasten mit verschiedenen Raten ab (%1 und %2 pro Sekunde); in Sekunden verglichen</translation>
    </message>
    <message>
        <source>%1: no runs to summarize; give its gmon files after it</source>
        <translation>%1: keine Läufe zum Zusammenfassen; geben Sie seine gmon-Dateien dahinter an</translation>
    </message>
    <message>
        <source>%1: none of its runs could be read, nothing to summarize</source>
        <translation>%1: keiner seiner Läufe ließ sich lesen, nichts zusammenzufassen</translation>
    </message>
    <message>
        <source>%1 was not written by this executable: %2</source>
        <translation>%1 wurde nicht von dieser ausführbaren Datei geschrieben: %2</translation>
    </message>
    <message>
        <source>Its addresses are read against another program&apos;s code, so the samples and calls land on the wrong functions: the profile looks plausible and is wrong. gprof does the same, silently.</source>
        <translation>Seine Adressen werden auf den Code eines anderen Programms bezogen, also landen Stichproben und Aufrufe bei den falschen Funktionen: Das Profil sieht plausibel aus und ist falsch. gprof tut dasselbe, ohne etwas zu sagen.</translation>
    </message>
    <message>
        <source>Open the run with the executable that wrote it: the very build that ran (rebuilding, even from the same source, moves the code).</source>
        <translation>Öffnen Sie den Lauf mit der ausführbaren Datei, die ihn geschrieben hat: genau dem Build, der lief (ein Neubau, selbst aus derselben Quelle, verschiebt den Code).</translation>
    </message>
    <message>
        <source>%1 holds addresses %2 away from this executable&apos;s: its histogram covers %3 to %4, the program&apos;s code %5 to %6</source>
        <translation>%1 enthält Adressen, die um %2 von denen dieser ausführbaren Datei abweichen: sein Histogramm reicht von %3 bis %4, der Code des Programms von %5 bis %6</translation>
    </message>
    <message>
        <source>The run recorded where the code was loaded, not the addresses in the file (C libraries before glibc 2.27 do this for position-independent executables), or the other way round. No sample lands where it belongs.</source>
        <translation>Der Lauf hat aufgezeichnet, wohin der Code geladen wurde, nicht die Adressen in der Datei (C-Bibliotheken vor glibc 2.27 tun das bei positionsunabhängigen Programmen), oder umgekehrt. Keine Stichprobe landet, wo sie hingehört.</translation>
    </message>
    <message>
        <source>Build with -no-pie (gcc -pg -no-pie), or profile with a C library that records link-time addresses (glibc 2.27 or later, for -static-pie builds too).</source>
        <translation>Bauen Sie mit -no-pie (gcc -pg -no-pie), oder profilieren Sie mit einer C-Bibliothek, die Link-Adressen aufzeichnet (glibc 2.27 oder neuer, auch für -static-pie-Builds).</translation>
    </message>
    <message>
        <source>its histogram covers %1 to %2, this executable&apos;s profiled code %3</source>
        <translation>sein Histogramm reicht von %1 bis %2, der profilierte Code dieser ausführbaren Datei %3</translation>
    </message>
    <message>
        <source>%1 of its %2 calls do not come from a call instruction into a function of this executable (the first from %3 to %4)</source>
        <translation>%1 seiner %2 Aufrufe kommen nicht von einem Aufrufbefehl in eine Funktion dieser ausführbaren Datei (der erste von %3 nach %4)</translation>
    </message>
    <message>
        <source>%1 of its %2 calls go to addresses outside this executable&apos;s code (the first from %3 to %4)</source>
        <translation>%1 seiner %2 Aufrufe gehen an Adressen außerhalb des Codes dieser ausführbaren Datei (der erste von %3 nach %4)</translation>
    </message>
    <message>
        <source>The program stopped while it wrote the file (a crash, a kill, a full disk): the calls after the cut are missing, and the call graph counts too few.</source>
        <translation>Das Programm endete, während es die Datei schrieb (ein Absturz, ein kill, eine volle Platte): Die Aufrufe nach dem Schnitt fehlen, und der Aufrufgraph zählt zu wenige.</translation>
    </message>
    <message>
        <source>Run the program again and let it exit normally (return from main or call exit).</source>
        <translation>Lassen Sie das Programm erneut laufen und normal enden (Rückkehr aus main oder Aufruf von exit).</translation>
    </message>
    <message>
        <source>%1 % of the samples (%2 of %3) fall outside every function of the executable</source>
        <translation>%1 % der Stichproben (%2 von %3) liegen außerhalb jeder Funktion der ausführbaren Datei</translation>
    </message>
    <message>
        <source>gprof and gmonview leave them out: the times and percentages are of the rest. They are usually time in the PLT stubs that lead into shared libraries, or in code without symbols (a stripped part).</source>
        <translation>gprof und gmonview lassen sie weg: Zeiten und Anteile beziehen sich auf den Rest. Meist ist es Zeit in den PLT-Stubs, die in gemeinsame Bibliotheken führen, oder in Code ohne Symbole (einem entfernten Teil).</translation>
    </message>
    <message>
        <source>Time in shared libraries is not profiled by gprof at all: link statically (-static) to see the library&apos;s functions, or use a sampling profiler (perf) for them.</source>
        <translation>Zeit in gemeinsamen Bibliotheken profiliert gprof gar nicht: Binden Sie statisch (-static), um die Funktionen der Bibliothek zu sehen, oder nutzen Sie dafür einen abtastenden Profiler (perf).</translation>
    </message>
    <message>
        <source>The runs hold samples but no call counts at all</source>
        <translation>Die Läufe enthalten Stichproben, aber überhaupt keine Aufrufzahlen</translation>
    </message>
    <message>
        <source>Without calls there is no call graph, and times cannot be propagated to callers. Either nothing was built with -pg, or the C library does not count calls on this target (m68k).</source>
        <translation>Ohne Aufrufe gibt es keinen Aufrufgraphen, und Zeiten können nicht an Aufrufer weitergegeben werden. Entweder wurde nichts mit -pg gebaut, oder die C-Bibliothek zählt auf diesem Ziel keine Aufrufe (m68k).</translation>
    </message>
    <message>
        <source>Compile and link every file with -pg.</source>
        <translation>Übersetzen und binden Sie jede Datei mit -pg.</translation>
    </message>
    <message>
        <source>The program starts threads (it calls %1)</source>
        <translation>Das Programm startet Threads (es ruft %1 auf)</translation>
    </message>
    <message>
        <source>Few samples: %1 in all (%2 s); the busiest function, %3, has %4, so its time is known only to ±%5 %</source>
        <translation>Wenige Stichproben: %1 insgesamt (%2 s); die meistbeschäftigte Funktion, %3, hat %4, ihre Zeit ist also nur auf ±%5 % bekannt</translation>
    </message>
    <message>
        <source>Each sample is 1/%1 s, and a count of N samples varies by about √N from run to run: differences smaller than that are noise.</source>
        <translation>Jede Stichprobe ist 1/%1 s, und eine Zahl von N Stichproben schwankt von Lauf zu Lauf um etwa √N: Kleinere Unterschiede sind Rauschen.</translation>
    </message>
    <message>
        <source>For ±5 % on the busiest function it needs 400 samples: run about %1 times as long (%2 s of profile), or sum several runs.</source>
        <translation>Für ±5 % bei der meistbeschäftigten Funktion braucht es 400 Stichproben: Lassen Sie etwa %1-mal so lange laufen (%2 s Profil), oder summieren Sie mehrere Läufe.</translation>
    </message>
    <message>
        <source>%1 and %2 look like different programs: only %3 of the %4 functions compared are in both, the others are listed as new or removed</source>
        <translation>%1 und %2 sehen wie verschiedene Programme aus: Nur %3 der %4 verglichenen Funktionen gibt es in beiden, die anderen werden als neu oder entfernt aufgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) with samples built without -pg (no call to %1 in the code): %2</source>
        <translation>
            <numerusform>%n Funktion mit Stichproben ohne -pg übersetzt (kein Aufruf von %1 im Code): %2</numerusform>
            <numerusform>%n Funktionen mit Stichproben ohne -pg übersetzt (kein Aufruf von %1 im Code): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n function(s) with samples seemingly built without -pg (never seen called or calling): %1</source>
        <translation>
            <numerusform>%n Funktion mit Stichproben anscheinend ohne -pg übersetzt (nie als aufgerufen oder aufrufend gesehen): %1</numerusform>
            <numerusform>%n Funktionen mit Stichproben anscheinend ohne -pg übersetzt (nie als aufgerufen oder aufrufend gesehen): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Code built without -pg (a library linked in, a file compiled without it) has its own time counted, but not its calls, so time is not propagated through it and its callers look cheaper than they are.</source>
        <translation>Bei Code ohne -pg (eine hinzugelinkte Bibliothek, eine ohne -pg übersetzte Datei) wird die eigene Zeit gezählt, seine Aufrufe aber nicht: Zeit wird nicht durch ihn weitergegeben, und seine Aufrufer wirken billiger, als sie sind.</translation>
    </message>
    <message>
        <source>Compile that code with -pg too, or read its time as self time only.</source>
        <translation>Übersetzen Sie diesen Code ebenfalls mit -pg, oder lesen Sie seine Zeit nur als Eigenzeit.</translation>
    </message>
    <message numerus="yes">
        <source>%1 ends early: its last record was cut off after %n byte(s)</source>
        <translation>
            <numerusform>%1 endet zu früh: Sein letzter Datensatz bricht nach %n Byte ab</numerusform>
            <numerusform>%1 endet zu früh: Sein letzter Datensatz bricht nach %n Bytes ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gprof counts %n piece(s) of functions that GCC split off or cloned under unrelated functions: %1</source>
        <translation>
            <numerusform>gprof zählt %n Stück einer Funktion, das GCC abgespalten oder geklont hat, unter einer fremden Funktion: %1</numerusform>
            <numerusform>gprof zählt %n Stücke von Funktionen, die GCC abgespalten oder geklont hat, unter fremden Funktionen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>gprof takes no symbol for the pieces named .part, .isra or .cold (nor for a .constprop name followed in the symbol table by one of those), so each piece&apos;s samples and calls land on the function before it in memory: that function&apos;s time and calls include the piece&apos;s, and calls into the piece show as calls to it. gmonview report prints gprof&apos;s text, with the same error; the window credits each piece to the function it was split from, or shows it on a row of its own where that function was inlined away.</source>
        <translation>gprof nimmt für die Stücke namens .part, .isra oder .cold kein Symbol (auch nicht für einen .constprop-Namen, dem in der Symboltabelle einer davon folgt), daher landen die Stichproben und Aufrufe jedes Stücks bei der Funktion, die im Speicher davor liegt: Deren Zeit und Aufrufe enthalten die des Stücks, und Aufrufe des Stücks erscheinen als Aufrufe dieser Funktion. gmonview report gibt den Text von gprof aus, mit demselben Fehler; das Fenster rechnet jedes Stück der Funktion zu, von der es abgespalten wurde, oder zeigt es in einer eigenen Zeile, wo diese Funktion ganz eingebettet wurde.</translation>
    </message>
    <message>
        <source>Read those rows as the functions the pieces were split from (the name before the first dot). To give every function one symbol, build with -fno-partial-inlining -fno-ipa-sra -fno-ipa-cp -fno-reorder-blocks-and-partition.</source>
        <translation>Lesen Sie diese Zeilen als die Funktionen, von denen die Stücke abgespalten wurden (der Name vor dem ersten Punkt). Damit jede Funktion ein einziges Symbol hat, bauen Sie mit -fno-partial-inlining -fno-ipa-sra -fno-ipa-cp -fno-reorder-blocks-and-partition.</translation>
    </message>
    <message>
        <source>%1: sampled at %2 Hz, the runs before it at %3 Hz</source>
        <translation>%1: mit %2 Hz abgetastet, die Läufe davor mit %3 Hz</translation>
    </message>
    <message>
        <source>%1: its samples do not add to theirs; profile runs at one rate</source>
        <translation>%1: seine Stichproben lassen sich nicht zu ihren addieren; profilieren Sie Läufe mit einer Rate</translation>
    </message>
    <message>
        <source>%1; gprof (and this report) times every sample at the first run&apos;s rate, so the times are wrong</source>
        <translation>%1; gprof (und dieser Bericht) bewertet jede Stichprobe mit der Rate des ersten Laufs, daher sind die Zeiten falsch</translation>
    </message>
    <message>
        <source>%1: the histogram record at offset %2 covers %3-%4 in %5 bins</source>
        <translation>%1: der Histogrammeintrag bei Offset %2 deckt %3-%4 in %5 Klassen ab</translation>
    </message>
    <message>
        <source>%1; as the first record it leaves gprof (and this report) no scale, so no sample is credited to any function</source>
        <translation>%1; als erster Eintrag lässt er gprof (und diesem Bericht) keinen Maßstab, daher wird keine Stichprobe einer Funktion zugerechnet</translation>
    </message>
    <message>
        <source>%1: left out</source>
        <translation>%1: ausgelassen</translation>
    </message>
    <message>
        <source>%1: sampling rate 0 Hz; gprof (and this report) prints every time as infinite</source>
        <translation>%1: Abtastrate 0 Hz; gprof (und dieser Bericht) gibt jede Zeit als unendlich aus</translation>
    </message>
    <message>
        <source>%1: sampling rate 0 Hz: its samples have no duration</source>
        <translation>%1: Abtastrate 0 Hz: seine Stichproben haben keine Dauer</translation>
    </message>
    <message>
        <source>%1 holds no sample and no call: nothing was profiled</source>
        <translation>%1 enthält keine Stichprobe und keinen Aufruf: nichts wurde profiliert</translation>
    </message>
    <message>
        <source>Every time and count from it is zero. The program stopped before it ran anything profiled (it exited or failed at once), or ran too briefly for a clock tick and called no function built with -pg.</source>
        <translation>Jede Zeit und jede Anzahl daraus ist null. Das Programm endete, bevor es etwas Profiliertes ausführte (es beendete sich oder scheiterte sofort), oder lief zu kurz für einen Takt und rief keine mit -pg übersetzte Funktion auf.</translation>
    </message>
    <message>
        <source>Check that the program did its work (its output and exit status), that its files were compiled and linked with -pg, and run it longer.</source>
        <translation>Prüfen Sie, ob das Programm seine Arbeit getan hat (Ausgabe und Rückgabewert), ob seine Dateien mit -pg übersetzt und gebunden wurden, und lassen Sie es länger laufen.</translation>
    </message>
    <message numerus="yes">
        <source>%n estimated path(s) under half a microsecond left out (%1 µs in all); the weights are microseconds</source>
        <translation>
            <numerusform>%n geschätzter Pfad unter einer halben Mikrosekunde ausgelassen (%1 µs insgesamt); die Gewichte sind Mikrosekunden</numerusform>
            <numerusform>%n geschätzte Pfade unter einer halben Mikrosekunde ausgelassen (%1 µs insgesamt); die Gewichte sind Mikrosekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the text of %n source file(s) outside the program&apos;s build folders and the folders given was left out of the page: %1</source>
        <translation>
            <numerusform>der Text von %n Quelldatei außerhalb der Ordner des Programms und der angegebenen Ordner wurde der Seite nicht beigefügt: %1</numerusform>
            <numerusform>der Text von %n Quelldateien außerhalb der Ordner des Programms und der angegebenen Ordner wurde der Seite nicht beigefügt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: reading was stopped</source>
        <translation>%1: Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>no gcov for GCC %1 (neither gcov-%1 nor a gcov of version %1 is on the PATH): install GCC %1&apos;s gcov to read its coverage files</source>
        <translation>kein gcov für GCC %1 (weder gcov-%1 noch ein gcov der Version %1 ist im PATH): das gcov von GCC %1 installieren, um seine Abdeckungsdateien zu lesen</translation>
    </message>
    <message>
        <source>%1 (written by GCC %2): %3</source>
        <translation>%1 (geschrieben von GCC %2): %3</translation>
    </message>
    <message>
        <source>%1: no compiler&apos;s notes beside it (%2): %3</source>
        <translation>%1: keine Notizen des Compilers daneben (%2): %3</translation>
    </message>
    <message>
        <source>%1: its counts are of another compilation than %2 (their stamps differ): the program was rebuilt after the run, or the file comes from another build</source>
        <translation>%1: ihre Zählungen stammen aus einer anderen Übersetzung als %2 (ihre Stempel unterscheiden sich): das Programm wurde nach dem Lauf neu gebaut, oder die Datei stammt aus einem anderen Build</translation>
    </message>
    <message>
        <source>%1: %2 could not read it: %3</source>
        <translation>%1: %2 konnte sie nicht lesen: %3</translation>
    </message>
    <message>
        <source>%1: %2&apos;s output is not the JSON expected: %3</source>
        <translation>%1: die Ausgabe von %2 ist nicht das erwartete JSON: %3</translation>
    </message>
    <message>
        <source>no coverage data (.gcda) given</source>
        <translation>keine Abdeckungsdaten (.gcda) angegeben</translation>
    </message>
    <message numerus="yes">
        <source>The execution counts are not of the runs summed: mcount and gcov count the calls of %n function(s) differently (calls / executions): %1</source>
        <translation>
            <numerusform>Die Ausführungszahlen stammen nicht aus den summierten Läufen: mcount und gcov zählen die Aufrufe von %n Funktion verschieden (Aufrufe / Ausführungen): %1</numerusform>
            <numerusform>Die Ausführungszahlen stammen nicht aus den summierten Läufen: mcount und gcov zählen die Aufrufe von %n Funktionen verschieden (Aufrufe / Ausführungen): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>gcov adds every run of the coverage build to its .gcda files, while each gmon file holds one run; counts from other runs or another build are set against these samples, so times per execution are wrong by the ratio of the two.</source>
        <translation>gcov addiert jeden Lauf des Abdeckungs-Builds in seine .gcda-Dateien, während jede gmon-Datei einen Lauf enthält; Zählungen aus anderen Läufen oder einem anderen Build werden diesen Stichproben gegenübergestellt, daher sind die Zeiten je Ausführung um das Verhältnis der beiden falsch.</translation>
    </message>
    <message>
        <source>Delete the .gcda files, run the program once, and open the gmon.out and the .gcda files that run wrote together (the same runs on both sides).</source>
        <translation>Löschen Sie die .gcda-Dateien, führen Sie das Programm einmal aus und öffnen Sie gmon.out und die .gcda-Dateien dieses Laufs zusammen (dieselben Läufe auf beiden Seiten).</translation>
    </message>
    <message>
        <source>The samples were taken on the coverage build (%1 has gcov&apos;s counters); the execution counts are of %2 run(s) and the samples of %3 run(s)</source>
        <translation>Die Stichproben wurden auf dem Abdeckungs-Build genommen (%1 hat die Zähler von gcov); die Ausführungszahlen stammen aus %2 Lauf/Läufen und die Stichproben aus %3 Lauf/Läufen</translation>
    </message>
    <message>
        <source>The samples were taken on a build without coverage (%1 has no gcov counters); the execution counts come from another build, of %2 run(s), and the samples of %3 run(s)</source>
        <translation>Die Stichproben wurden auf einem Build ohne Abdeckung genommen (%1 hat keine gcov-Zähler); die Ausführungszahlen stammen aus einem anderen Build, aus %2 Lauf/Läufen, und die Stichproben aus %3 Lauf/Läufen</translation>
    </message>
    <message>
        <source>The counters cost time on every line they count, and GCC can optimise a coverage build differently (a call hoisted out of a loop in the plain build can run on every iteration in this one): times per execution hold for this build.</source>
        <translation>Die Zähler kosten auf jeder gezählten Zeile Zeit, und GCC kann einen Abdeckungs-Build anders optimieren (ein im normalen Build aus einer Schleife gezogener Aufruf kann in diesem bei jedem Durchlauf laufen): Zeiten je Ausführung gelten für diesen Build.</translation>
    </message>
    <message>
        <source>Lines and counts match only when both builds compile the same source with the same options; GCC can optimise the coverage build differently, so a line&apos;s time per execution mixes two builds.</source>
        <translation>Zeilen und Zählungen passen nur zusammen, wenn beide Builds dieselbe Quelle mit denselben Optionen übersetzen; GCC kann den Abdeckungs-Build anders optimieren, daher mischt die Zeit je Ausführung einer Zeile zwei Builds.</translation>
    </message>
    <message>
        <source>gcov&apos;s counts cannot leave runs out: they stay those of every run the .gcda files hold while %1 of %2 runs are summed.</source>
        <translation>Die Zählungen von gcov können keine Läufe auslassen: Sie bleiben die aller Läufe in den .gcda-Dateien, während %1 von %2 Läufen summiert sind.</translation>
    </message>
    <message>
        <source>To time the plain build, profile it too and compare the two (File &gt; Compare); take counts and samples from the same runs of one build.</source>
        <translation>Um den normalen Build zu messen, profilieren Sie ihn auch und vergleichen Sie beide (Datei &gt; Vergleichen); nehmen Sie Zählungen und Stichproben aus denselben Läufen eines Builds.</translation>
    </message>
    <message>
        <source>%1 was not written for this library: %2</source>
        <translation>%1 wurde nicht für diese Bibliothek geschrieben: %2</translation>
    </message>
    <message>
        <source>Its addresses are read against another library&apos;s code, so the samples and calls land on the wrong functions.</source>
        <translation>Seine Adressen werden gegen den Code einer anderen Bibliothek gelesen, daher landen Stichproben und Aufrufe bei den falschen Funktionen.</translation>
    </message>
    <message>
        <source>Open the profile with the very library the program loaded (ldd shows which; a rebuild moves its code), or remove the profile and run the program again.</source>
        <translation>Öffnen Sie das Profil mit genau der Bibliothek, die das Programm geladen hat (ldd zeigt, welche; ein Neubau verschiebt ihren Code), oder entfernen Sie das Profil und führen Sie das Programm erneut aus.</translation>
    </message>
    <message>
        <source>glibc may have merged the calls from outside the library into functions that start within %1 bytes of each other: %2</source>
        <translation>glibc hat möglicherweise die Aufrufe von außerhalb der Bibliothek in Funktionen zusammengelegt, die innerhalb von %1 Bytes voneinander beginnen: %2</translation>
    </message>
    <message>
        <source>glibc files a call into the library under the callee&apos;s %1-byte span and the caller, and every caller outside the library is the same one: calls from outside into the second function of a span are counted as calls into whichever was called first, and the other shows none. The samples are not affected.</source>
        <translation>glibc legt einen Aufruf in die Bibliothek unter dem %1-Byte-Bereich des Aufgerufenen und dem Aufrufer ab, und jeder Aufrufer außerhalb der Bibliothek ist derselbe: Aufrufe von außen in die zweite Funktion eines Bereichs werden als Aufrufe der zuerst aufgerufenen gezählt, und die andere zeigt keine. Die Stichproben sind nicht betroffen.</translation>
    </message>
    <message>
        <source>Read those functions&apos; call counts as their sum. To count them apart, align the library&apos;s exported functions to %1 bytes (-falign-functions=%1) and profile again.</source>
        <translation>Lesen Sie die Aufrufzahlen dieser Funktionen als ihre Summe. Um sie getrennt zu zählen, richten Sie die exportierten Funktionen der Bibliothek auf %1 Bytes aus (-falign-functions=%1) und profilieren Sie erneut.</translation>
    </message>
    <message>
        <source>its histogram covers %1-%2, and the library&apos;s code is at %3-%4</source>
        <translation>sein Histogramm deckt %1-%2 ab, und der Code der Bibliothek liegt bei %3-%4</translation>
    </message>
    <message>
        <source>it counts calls entering the library at %1, where none of its exported functions starts</source>
        <translation>es zählt Aufrufe, die bei %1 in die Bibliothek eintreten, wo keine ihrer exportierten Funktionen beginnt</translation>
    </message>
    <message>
        <source>%1 is glibc&apos;s profile of the shared library %2 (LD_PROFILE)</source>
        <translation>%1 ist das Profil von glibc für die gemeinsame Bibliothek %2 (LD_PROFILE)</translation>
    </message>
    <message>
        <source>Its samples are exact for the library&apos;s code. Calls are counted only where they enter the library through its PLT (its exported functions, called from outside or through the PLT from inside): calls inside the library are not recorded, so its functions&apos; call counts leave them out, and every caller outside the library is one, &lt;outside the library&gt;. The file is shared by every process that used the same output folder and is not reset between runs: it holds their sum.</source>
        <translation>Seine Stichproben sind für den Code der Bibliothek exakt. Aufrufe werden nur dort gezählt, wo sie über ihre PLT in die Bibliothek eintreten (ihre exportierten Funktionen, von außen oder von innen über die PLT aufgerufen): Aufrufe innerhalb der Bibliothek werden nicht aufgezeichnet, daher fehlen sie in den Aufrufzahlen ihrer Funktionen, und jeder Aufrufer außerhalb der Bibliothek ist einer, &lt;outside the library&gt;. Die Datei teilen sich alle Prozesse, die denselben Ausgabeordner verwendet haben, und sie wird zwischen Läufen nicht zurückgesetzt: sie enthält ihre Summe.</translation>
    </message>
    <message>
        <source>For the figures of one run, remove the file (or give LD_PROFILE_OUTPUT a new folder) before running. For calls inside the library, build it into a program with -pg instead.</source>
        <translation>Für die Zahlen eines einzelnen Laufs entfernen Sie die Datei vor dem Lauf (oder geben LD_PROFILE_OUTPUT einen neuen Ordner). Für Aufrufe innerhalb der Bibliothek bauen Sie sie stattdessen mit -pg in ein Programm ein.</translation>
    </message>
    <message>
        <source>%1 is still being written: process %2 (%3) has it mapped</source>
        <translation>%1 wird noch geschrieben: Prozess %2 (%3) hat sie eingeblendet</translation>
    </message>
    <message>
        <source>A program running with LD_PROFILE updates the file in place: the figures shown are of a moment, and change while it runs.</source>
        <translation>Ein mit LD_PROFILE laufendes Programm aktualisiert die Datei an Ort und Stelle: die gezeigten Zahlen sind eine Momentaufnahme und ändern sich, solange es läuft.</translation>
    </message>
    <message>
        <source>Open the file again once the program has exited.</source>
        <translation>Öffnen Sie die Datei erneut, sobald das Programm beendet ist.</translation>
    </message>
    <message>
        <source>glibc writes no profile of %1, and says nothing: it has no PLT relocations, the places LD_PROFILE counts calls at (nothing calls its functions through a PLT). Profile it built into a program with -pg instead.</source>
        <translation>glibc schreibt kein Profil von %1 und sagt nichts: sie hat keine PLT-Relokationen, die Stellen, an denen LD_PROFILE Aufrufe zählt (nichts ruft ihre Funktionen über eine PLT auf). Profilieren Sie sie stattdessen mit -pg in ein Programm eingebaut.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n call(s) and no histogram: no time was sampled</source>
        <translation>
            <numerusform>%1 enthält %n Aufruf und kein Histogramm: keine Zeit wurde abgetastet</numerusform>
            <numerusform>%1 enthält %n Aufrufe und kein Histogramm: keine Zeit wurde abgetastet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n call(s) and no sample: its histogram is all zeros</source>
        <translation>
            <numerusform>%1 enthält %n Aufruf und keine Stichprobe: sein Histogramm ist überall null</numerusform>
            <numerusform>%1 enthält %n Aufrufe und keine Stichprobe: sein Histogramm ist überall null</numerusform>
        </translation>
    </message>
    <message>
        <source>The call counts are right, but every time is zero: the profiling clock (SIGPROF from ITIMER_PROF, one sample per %1 ms of CPU time) never sampled the program. It used less CPU time than one tick, or SIGPROF was blocked or taken over while it worked, or the C library has no profil on this target (some embedded ones).</source>
        <translation>Die Aufrufzahlen stimmen, aber jede Zeit ist null: der Profiling-Takt (SIGPROF von ITIMER_PROF, eine Stichprobe je %1 ms CPU-Zeit) hat das Programm nie abgetastet. Es verbrauchte weniger CPU-Zeit als einen Takt, oder SIGPROF war blockiert oder übernommen, während es arbeitete, oder die C-Bibliothek hat auf diesem Ziel kein profil (manche eingebetteten).</translation>
    </message>
    <message>
        <source>The call counts are right, but every time is zero: the profiling clock (SIGPROF from ITIMER_PROF, one sample per %1 ms of CPU time) never sampled the program. The program calls %2, so it may have blocked SIGPROF or replaced the profiling timer while it worked; or it used less CPU time than one tick.</source>
        <translation>Die Aufrufzahlen stimmen, aber jede Zeit ist null: der Profiling-Takt (SIGPROF von ITIMER_PROF, eine Stichprobe je %1 ms CPU-Zeit) hat das Programm nie abgetastet. Das Programm ruft %2 auf, hat also vielleicht SIGPROF blockiert oder den Profiling-Timer ersetzt, während es arbeitete; oder es verbrauchte weniger CPU-Zeit als einen Takt.</translation>
    </message>
    <message>
        <source>Compare with the program&apos;s CPU time (time ./program): below one tick, run it longer or sum several runs. Leave SIGPROF out of the masks given to sigprocmask and pthread_sigmask, and do not use ITIMER_PROF or a SIGPROF handler in a profiled program. Without profil on the target, use a sampling profiler (perf).</source>
        <translation>Vergleichen Sie mit der CPU-Zeit des Programms (time ./programm): unter einem Takt lassen Sie es länger laufen oder summieren mehrere Läufe. Lassen Sie SIGPROF aus den Masken für sigprocmask und pthread_sigmask heraus, und verwenden Sie in einem profilierten Programm weder ITIMER_PROF noch einen SIGPROF-Handler. Ohne profil auf dem Ziel verwenden Sie einen abtastenden Profiler (perf).</translation>
    </message>
    <message>
        <source>The runs hold samples but no call counts at all: %1 was built by clang for %2 (its .comment section says clang), whose -pg records no calls</source>
        <translation>Die Läufe enthalten Stichproben, aber überhaupt keine Aufrufzahlen: %1 wurde von clang für %2 gebaut (sein Abschnitt .comment nennt clang), dessen -pg keine Aufrufe aufzeichnet</translation>
    </message>
    <message>
        <source>On this target clang&apos;s -pg calls the C library&apos;s _mcount without the caller&apos;s address that glibc&apos;s _mcount takes, so every call is dropped as coming from outside the program. The samples, and so the self times, are right; there is no call graph, and no time is propagated to callers.</source>
        <translation>Auf diesem Ziel ruft das -pg von clang _mcount der C-Bibliothek ohne die Adresse des Aufrufers auf, die _mcount von glibc erwartet, daher wird jeder Aufruf als von außerhalb des Programms kommend verworfen. Die Stichproben und damit die Eigenzeiten stimmen; es gibt keinen Aufrufgraphen, und keine Zeit wird an Aufrufer weitergegeben.</translation>
    </message>
    <message>
        <source>For call counts, build with GCC (%1 -pg); otherwise read the times as self time only.</source>
        <translation>Für Aufrufzahlen bauen Sie mit GCC (%1 -pg); sonst lesen Sie die Zeiten nur als Eigenzeit.</translation>
    </message>
    <message>
        <source>%1 was built by clang for s390x (its .comment section says clang), whose -pg records calls with the wrong callers</source>
        <translation>%1 wurde von clang für s390x gebaut (sein Abschnitt .comment nennt clang), dessen -pg Aufrufe mit den falschen Aufrufern aufzeichnet</translation>
    </message>
    <message>
        <source>glibc&apos;s _mcount on s390x reads the caller&apos;s return address where GCC&apos;s -pg code saves it (8 bytes above the stack pointer); clang&apos;s -pg code does not save it there, so each call is credited to whatever address was left in that slot: most calls are dropped as coming from outside the program, and the rest land on arbitrary callers. The call counts and the call graph are wrong; the samples, and so the self times, are right.</source>
        <translation>_mcount von glibc liest auf s390x die Rücksprungadresse des Aufrufers dort, wo der -pg-Code von GCC sie ablegt (8 Bytes über dem Stapelzeiger); der -pg-Code von clang legt sie dort nicht ab, daher wird jeder Aufruf der Adresse zugerechnet, die zufällig dort stand: die meisten Aufrufe werden als von außerhalb des Programms kommend verworfen, der Rest landet bei beliebigen Aufrufern. Die Aufrufzahlen und der Aufrufgraph sind falsch; die Stichproben und damit die Eigenzeiten stimmen.</translation>
    </message>
    <message>
        <source>gprof measures the process, not a thread: on Linux, glibc&apos;s profiling clock (ITIMER_PROF) counts the CPU time of every thread, so the samples of all threads are summed into one histogram, and a function&apos;s time is its time in all threads together (the total can exceed the time on the clock). The call counters are shared without locks: glibc&apos;s mcount drops a call that comes while another thread is counting, so call counts may be low. There is no per-thread view; C libraries with per-thread timers (LinuxThreads, before 2003) sampled only the main thread.</source>
        <translation>gprof misst den Prozess, nicht einen Thread: unter Linux zählt der Profiling-Takt von glibc (ITIMER_PROF) die CPU-Zeit jedes Threads, daher werden die Stichproben aller Threads in einem Histogramm summiert, und die Zeit einer Funktion ist ihre Zeit in allen Threads zusammen (die Summe kann die Uhrzeit-Dauer übersteigen). Die Aufrufzähler werden ohne Sperren geteilt: mcount von glibc verwirft einen Aufruf, der kommt, während ein anderer Thread zählt, daher können Aufrufzahlen zu niedrig sein. Es gibt keine Sicht je Thread; C-Bibliotheken mit Timern je Thread (LinuxThreads, vor 2003) tasteten nur den Hauptthread ab.</translation>
    </message>
    <message>
        <source>For time per thread, use perf (perf record -g, then perf report --sort tid,symbol). With gprof, profile a run with one thread (a -pthread build told to use a single worker) and compare the profile&apos;s total time with the program&apos;s CPU time (time ./program).</source>
        <translation>Für die Zeit je Thread verwenden Sie perf (perf record -g, dann perf report --sort tid,symbol). Mit gprof profilieren Sie einen Lauf mit einem Thread (ein -pthread-Build, der nur einen Worker verwenden soll) und vergleichen die Gesamtzeit des Profils mit der CPU-Zeit des Programms (time ./programm).</translation>
    </message>
    <message>
        <source>The histogram was sampled %1 times a second, and each of its bins covers %2 bytes of code (%3 bins for %4 to %5)</source>
        <translation>Das Histogramm wurde %1-mal pro Sekunde abgetastet, und jede seiner Klassen deckt %2 Bytes Code ab (%3 Klassen für %4 bis %5)</translation>
    </message>
    <message>
        <source>The histogram was sampled %1 times a second, not gprof&apos;s usual 100: each sample counts as %2 ms</source>
        <translation>Das Histogramm wurde %1-mal pro Sekunde abgetastet, nicht mit den bei gprof üblichen 100: jede Stichprobe zählt als %2 ms</translation>
    </message>
    <message>
        <source>A bin&apos;s samples are shared by overlap among the lines and instructions it covers, as gprof shares them among functions: with %1 bytes a bin spans several instructions (glibc&apos;s bins cover 4 bytes), so the time of a line or an instruction is spread over its neighbours, and functions share the bins at their edges. Function totals are right to within a bin; line-level figures are not exact.</source>
        <translation>Die Stichproben einer Klasse werden nach Überlappung auf die Zeilen und Befehle verteilt, die sie abdeckt, so wie gprof sie auf Funktionen verteilt: mit %1 Bytes umfasst eine Klasse mehrere Befehle (die Klassen von glibc decken 4 Bytes ab), daher verteilt sich die Zeit einer Zeile oder eines Befehls auf ihre Nachbarn, und Funktionen teilen sich die Klassen an ihren Rändern. Funktionssummen stimmen bis auf eine Klasse; Zahlen auf Zeilenebene sind nicht genau.</translation>
    </message>
    <message>
        <source>Times are samples divided by the rate the file gives (%1 Hz), as gprof does: right if the C library sampled at that rate. A lower rate means fewer samples for the same run, and so noisier times.</source>
        <translation>Zeiten sind Stichproben geteilt durch die Rate, die die Datei angibt (%1 Hz), wie bei gprof: richtig, wenn die C-Bibliothek mit dieser Rate abgetastet hat. Eine niedrigere Rate bedeutet weniger Stichproben für denselben Lauf und damit stärker schwankende Zeiten.</translation>
    </message>
    <message>
        <source>Read line- and instruction-level times as shares of whole bins; for exact addresses, use a profiler that records each sample&apos;s address (perf record, then perf annotate).</source>
        <translation>Lesen Sie Zeiten auf Zeilen- und Befehlsebene als Anteile ganzer Klassen; für genaue Adressen verwenden Sie einen Profiler, der die Adresse jeder Stichprobe aufzeichnet (perf record, dann perf annotate).</translation>
    </message>
    <message>
        <source>Check the rate against the C library&apos;s profiling clock; for more samples, run longer or sum several runs.</source>
        <translation>Prüfen Sie die Rate gegen den Profiling-Takt der C-Bibliothek; für mehr Stichproben lassen Sie länger laufen oder summieren mehrere Läufe.</translation>
    </message>
    <message>
        <source>%1 % of the samples (%2 of %3) are in the profiling hook&apos;s own code (%4): the cost of -pg itself</source>
        <translation>%1 % der Stichproben (%2 von %3) liegen im eigenen Code des Profiling-Hooks (%4): die Kosten von -pg selbst</translation>
    </message>
    <message>
        <source>Every call of a function built with -pg first calls the hook, which looks the call up and counts it. gprof and gmonview credit the hook&apos;s samples to no function, so the profile&apos;s times leave that cost out while the program ran that much slower; for small functions called very often it can be most of the run. In a program linked dynamically the hook is in the C library and its time is not sampled at all.</source>
        <translation>Jeder Aufruf einer mit -pg übersetzten Funktion ruft zuerst den Hook auf, der den Aufruf nachschlägt und zählt. gprof und gmonview rechnen die Stichproben des Hooks keiner Funktion zu, daher lassen die Zeiten des Profils diese Kosten aus, während das Programm um so viel langsamer lief; bei kleinen, sehr oft aufgerufenen Funktionen kann das den Großteil des Laufs ausmachen. In einem dynamisch gebundenen Programm liegt der Hook in der C-Bibliothek, und seine Zeit wird gar nicht abgetastet.</translation>
    </message>
    <message>
        <source>Read the times as those of the code without its instrumentation. To see where the calls cost most, look at the call counts; to measure without the hook, build without -pg and use a sampling profiler (perf), or mark the tiny hot functions inline or no_instrument_function.</source>
        <translation>Lesen Sie die Zeiten als die des Codes ohne seine Instrumentierung. Wo die Aufrufe am meisten kosten, zeigen die Aufrufzahlen; um ohne den Hook zu messen, bauen Sie ohne -pg und verwenden einen abtastenden Profiler (perf), oder markieren Sie die winzigen heißen Funktionen als inline oder no_instrument_function.</translation>
    </message>
    <message>
        <source>%1 % of the samples (%2 of %3) are on instructions that update gcov&apos;s counters (in the %4 busiest functions): the cost of coverage itself</source>
        <translation>%1 % der Stichproben (%2 von %3) liegen auf Befehlen, die die Zähler von gcov fortschreiben (in den %4 meistbeschäftigten Funktionen): die Kosten der Abdeckung selbst</translation>
    </message>
    <message>
        <source>The program was built with coverage (-fprofile-arcs or --coverage): each branch it takes adds one to a counter in memory, and those instructions take samples of their own. The functions&apos; and lines&apos; times include that cost, which the program built without coverage does not pay; only counters updated in memory are found (at -O2 GCC keeps some in registers through a loop).</source>
        <translation>Das Programm wurde mit Abdeckung gebaut (-fprofile-arcs oder --coverage): jeder genommene Zweig addiert eins zu einem Zähler im Speicher, und diese Befehle bekommen eigene Stichproben. Die Zeiten der Funktionen und Zeilen enthalten diese Kosten, die das ohne Abdeckung gebaute Programm nicht hat; gefunden werden nur Zähler, die im Speicher fortgeschrieben werden (bei -O2 hält GCC manche während einer Schleife in Registern).</translation>
    </message>
    <message>
        <source>Take the times from a build without coverage (profile it too, and compare the two with File &gt; Compare) and the execution counts from the coverage build; or read these times as those of the coverage build.</source>
        <translation>Nehmen Sie die Zeiten aus einem Build ohne Abdeckung (profilieren Sie ihn auch und vergleichen Sie beide mit Datei &gt; Vergleichen) und die Ausführungszahlen aus dem Abdeckungs-Build; oder lesen Sie diese Zeiten als die des Abdeckungs-Builds.</translation>
    </message>
</context>
</TS>
