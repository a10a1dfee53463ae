/**
 * Words that name no topic ("exercises about the", "un texte sur la", "se présenter", "ihre
 * Probleme", the "s" of "at the doctor's"), nor the genre or the country a text goes without
 * saying ("a radio debate on", "Mülltrennung in Deutschland").
 */
export const filler: ReadonlySet<string> = new Set(
  `the a an of with and in for on to about at my our some text story exercise exercises practice lesson
  s
  le la les l de du des d avec et en pour sur au aux un une mon ma mes chez texte histoire exercice exercices
  der die das den dem des mit und im in am ans ins vom beim fur zum zur ein eine einer einem einen eines mein meine text geschichte ubung ubungen uber
  il lo gli i di del della dei con e per sul al alla un uno una mio mia testo storia esercizio esercizi
  el los las del y para por con un una mi mis texto historia ejercicio ejercicios sobre
  o os as do da dos das com em no na um uma meu minha texto historia exercicio exercicios sobre que
  your his her its their se sich ton ta tes son sa ses notre nos votre vos leur leurs dein deine sein seine
  ihr ihre unser unsere tuo tua tuoi suo sua suoi nostro nostra vostro loro tu tus su sus nuestro nuestra
  teu seu seus suas nosso nossa outro outra outros outras
  from by into between how what why who is are does do it this that vs versus
  advantages disadvantages pros cons
  debate debates debat debatte dibattito sort podcast podcasts tertulia radiofonica radiofonico
  radiophonique programme programa programma redonda
  advantages disadvantages pros cons avantages inconvenients vorteile nachteile vantaggi svantaggi
  ventajas desventajas inconvenientes vantagens desvantagens
  other others autre autres andere anderen altro altra altri altre otro otra otros otras outro outra outros outras
  germany germans deutschland deutschen italy italians italia italiani
  portugal portuguesa portugueses portuguesas
  typical typique typisch typische typischer tipico tipica tipici tipiche
  pros cons advantages disadvantages vor vorteile nachteile avantages inconvenients vantaggi svantaggi ventajas desventajas vantagens desvantagens
  dans par ou a comment pourquoi qu qui est entre
  von bei auf an aus nach zu wie warum was ist
  nel nella nelle nei negli nello dal dalla dalle dai dagli dello delle degli sulla sulle sui tra fra da come perche
  che sull dell nell dall
  en las los al a como porque cual
  nos nas ao aos pelo pela pelos pelas num numa porque como`.split(/\s+/),
);

/**
 * The kind of text asked for ("uma palestra sobre", "an interview about", "a conversation at the
 * doctor's"): no word the text on the topic must say, though another language may take it for a
 * topic (Italian "palestra", a gym; French "lecture", reading).
 */
export const genreWords: ReadonlySet<string> = new Set(
  `talk talks lecture lectures conference conferences interview interviews documentary report
  entretien reportage documentaire expose vortrag vortrage referat dokumentation
  conferenza intervista documentario charla conferencia entrevista reportaje documental
  palestra palestras reportagem
  vorlesung vorlesungen
  conversation conversations dialogue dialogues dialog gesprach dialogo conversazione conversacion
  conversa conversas`.split(/\s+/),
);

/**
 * Words naming the kind of recording ("a radio news report on the heatwave", "Radionachrichten:
 * Hochwasser"): they name the media only when no other topic is asked.
 */
export const recordingWords: ReadonlySet<string> = new Set(
  `radio radios news nachrichten radionachrichten rundfunk notiziario radiogiornale telegiornale
  notizie noticias noticiero informativo telediario telejornal noticiario flash info infos
  informations journal`.split(/\s+/),
);
