/**
 * French editorial pages (seeded into Payload, editable in the admin): method, about, terms of sale, consent texts.
 * Bracketed fields in the terms of sale are the seller's legal identity, filled in by the admin.
 */
import type { RichBlock } from '../domain/content-types'

export const methodPage: { title: string; metaDescription: string; body: RichBlock[] } = {
  title: "Notre méthode : le modèle RIASEC",
  metaDescription:
    "Le test RIASEC de John Holland expliqué : ce qu’il mesure, le calcul de ton code à partir de 12 réponses, la règle en cas d’égalité et les limites du test.",
  body: [
    {
      type: "p",
      text: "Notre test d’intérêts s’appuie sur le modèle RIASEC, l’un des plus étudiés en psychologie de l’orientation. Voici, sans jargon, ce qu’il mesure, comment ton résultat est calculé et comment l’utiliser avec prudence.",
    },
    { type: "h2", text: "Ce que mesure le test" },
    {
      type: "p",
      text: "Le modèle RIASEC a été proposé par le psychologue américain John L. Holland à partir de 1959. Il décrit six grands types d’intérêts professionnels. Chacun de nous ressemble plus ou moins à chacun de ces types, et les métiers peuvent être décrits avec les mêmes six types. L’idée centrale : on s’épanouit plus facilement dans un environnement de travail qui correspond à ses intérêts.",
    },
    {
      type: "p",
      text: "Le test mesure tes intérêts, c’est-à-dire les activités qui t’attirent aujourd’hui. Ce n’est ni un test de compétences, ni un test d’intelligence, ni un test de personnalité : aimer une activité ne veut pas dire qu’on y excelle déjà, et ne pas l’aimer ne veut pas dire qu’on en est incapable. Holland parlait de « personnalités professionnelles », mais notre questionnaire, lui, ne recueille que tes préférences. Les traits et le radar de compétences affichés avec ton profil sont des repères associés à ton type d’intérêts, pas une mesure de tes capacités.",
    },
    {
      type: "p",
      text: "Les intérêts évoluent : avec l’âge, les expériences, les stages, les rencontres. Ils se stabilisent souvent à l’âge adulte, mais peuvent encore bouger. Repasser le test dans un an peut donner un autre résultat, et c’est normal.",
    },
    { type: "h2", text: "Les six types" },
    {
      type: "ul",
      items: [
        "R — Réaliste : le concret, le travail manuel et technique, les outils, les machines, la nature, l’activité physique.",
        "I — Investigateur : comprendre, observer, analyser, chercher, résoudre des problèmes, les sciences.",
        "A — Artistique : créer, imaginer, s’exprimer, l’originalité, les arts, l’écriture, le design.",
        "S — Social : aider, écouter, enseigner, soigner, accompagner les autres.",
        "E — Entreprenant : convaincre, diriger, négocier, décider, entreprendre.",
        "C — Conventionnel : organiser, classer, vérifier, la précision, les chiffres, les règles et les procédures.",
      ],
    },
    { type: "h2", text: "Comment ton code est calculé" },
    {
      type: "ol",
      items: [
        "Le test compte 12 questions. Chacune propose six réponses, une par type, dans un ordre qui change d’une question à l’autre.",
        "Chaque réponse choisie rapporte 1 point au type correspondant. Tu obtiens ainsi six scores, chacun sur 12, dont le total fait toujours 12.",
        "Les deux types qui ont les scores les plus élevés forment ton code. Il s’écrit toujours dans l’ordre R-I-A-S-E-C : un profil Investigateur et Artistique s’écrit IA, jamais AI.",
        "Quand un type devance le deuxième d’au moins 3 points, ton profil est résumé par cette seule lettre : tes intérêts sont nettement tournés vers ce type.",
      ],
    },
    {
      type: "p",
      text: "Exemple : avec R 1, I 4, A 3, S 2, E 1 et C 1, le type I arrive en tête et le type A en deuxième position : ton code est IA. Avec R 1, I 6, A 2, S 1, E 1 et C 1, le type I devance le deuxième de 4 points : ton code est I.",
    },
    { type: "h2", text: "En cas d’égalité" },
    {
      type: "p",
      text: "Avec 12 réponses à répartir entre six types, les égalités sont fréquentes. Nous ne les tranchons jamais au hasard ni par ordre alphabétique. Nous appliquons, dans cet ordre :",
    },
    {
      type: "ol",
      items: [
        "Tes réponses au questionnaire d’orientation, si tu l’as rempli. Certaines réponses (ce que tu aimes faire, ta façon de travailler, l’environnement et le secteur qui t’attirent…) penchent vers un type : celui qui y revient le plus souvent passe devant.",
        "La proximité sur l’hexagone de Holland. Les six types y sont placés dans l’ordre R, I, A, S, E, C, et les types voisins se ressemblent. Si l’égalité demeure, nous retenons la combinaison de types les plus proches sur l’hexagone, la plus cohérente. Par exemple, si A et C sont à égalité pour accompagner I, nous retenons A, voisin de I.",
        "En dernier recours seulement, l’ordre fixe R-I-A-S-E-C.",
      ],
    },
    { type: "h2", text: "Différenciation et cohérence" },
    {
      type: "p",
      text: "Ton rapport complet présente deux indices qui aident à lire ton code.",
    },
    {
      type: "ul",
      items: [
        "La différenciation : l’écart entre ton premier et ton deuxième score. Plus il est grand, plus tes intérêts sont marqués ; plus il est petit, plus plusieurs types t’attirent presque autant.",
        "La cohérence : tes deux premiers types sont-ils voisins sur l’hexagone (R et I, I et A, A et S, S et E, E et C, C et R) ou éloignés, voire opposés (R et S, I et E, A et C) ? Des types voisins décrivent des intérêts qui vont naturellement ensemble. Des types éloignés ne sont pas un problème : ils invitent à chercher des métiers ou des parcours qui combinent les deux.",
      ],
    },
    { type: "h3", text: "Et si mon profil est « peu différencié » ?" },
    {
      type: "p",
      text: "Quand l’écart entre ton premier et ton deuxième score est de 1 point ou moins, on parle de profil peu différencié : plusieurs types t’attirent presque autant. Ce n’est ni un défaut ni un mauvais résultat. C’est fréquent quand on a encore peu d’expériences, ou au contraire quand on a beaucoup de centres d’intérêt.",
    },
    {
      type: "p",
      text: "Dans ce cas, lis aussi la description des types qui suivent de près, repasse le test dans quelques semaines, multiplie les expériences concrètes (stages, immersions, rencontres avec des professionnels) et parles-en avec un conseiller : c’est souvent en essayant qu’on découvre ce qui nous plaît vraiment.",
    },
    { type: "h2", text: "Les limites du test" },
    {
      type: "ul",
      items: [
        "C’est un auto-questionnaire : il reflète la façon dont tu te vois aujourd’hui, ton état d’esprit du moment et ce que tu connais des activités proposées.",
        "12 questions, c’est court : le test donne une tendance, pas une mesure fine. Les inventaires d’intérêts utilisés par les professionnels comptent souvent plus d’une centaine de questions.",
        "Ce n’est pas un diagnostic : il ne dit pas ce que tu « dois » faire et ne remplace pas l’avis d’un professionnel.",
        "Il ne tient pas compte de tes résultats scolaires, de ton expérience, de tes contraintes ni des emplois disponibles près de chez toi.",
      ],
    },
    {
      type: "p",
      text: "Le meilleur usage de ton résultat : un point de départ pour explorer des pistes, et un support pour en parler avec un professionnel de l’orientation, par exemple un psychologue de l’Éducation nationale, un conseiller en évolution professionnelle ou un coach.",
    },
    { type: "h2", text: "D’où viennent les informations sur les métiers" },
    {
      type: "p",
      text: "Les métiers que nous proposons correspondent à des fiches du Répertoire opérationnel des métiers et des emplois (ROME), le référentiel publié par France Travail. Le ROME attribue à chaque famille de métiers un type RIASEC principal et un type secondaire : nous retenons des métiers dont les types concordent avec ton profil. Les descriptions sont rédigées par notre équipe.",
    },
    { type: "quote", text: "Source : ROME, France Travail, Licence Ouverte" },
    { type: "h2", text: "Références" },
    {
      type: "ul",
      items: [
        "Holland, J. L. (1959). A theory of vocational choice. Journal of Counseling Psychology, 6(1), 35-45.",
        "Holland, J. L. (1997). Making Vocational Choices: A Theory of Vocational Personalities and Work Environments (3e éd.). Odessa (Floride) : Psychological Assessment Resources.",
        "Tracey, T. J. G., et Rounds, J. (1993). Evaluating Holland’s and Gati’s vocational-interest models: A structural meta-analysis. Psychological Bulletin, 113(2), 229-246.",
        "Low, K. S. D., Yoon, M., Roberts, B. W., et Rounds, J. (2005). The stability of vocational interests from early adolescence to middle adulthood: A quantitative review of longitudinal studies. Psychological Bulletin, 131(5), 713-737.",
        "Nauta, M. M. (2010). The development, evolution, and status of Holland’s theory of vocational personalities: Reflections and future directions for counseling psychology. Journal of Counseling Psychology, 57(1), 11-22.",
        "Guichard, J., et Huteau, M. (2006). Psychologie de l’orientation (2e éd.). Paris : Dunod.",
      ],
    },
    { type: "cta", label: "Faire le test gratuit", href: "/bilan-competences-tous-publics" },
  ],
}

export const aboutPage: { title: string; metaDescription: string; body: RichBlock[] } = {
  title: "Qui sommes-nous",
  metaDescription:
    "Une petite équipe de professionnels de l’orientation et de la reconversion : notre mission, notre méthode, nos valeurs, le rapport personnalisé et le coaching.",
  body: [
    { type: "h2", text: "Une petite équipe au service de ton orientation" },
    {
      type: "p",
      text: "Nous sommes une petite équipe de professionnels de l’orientation scolaire et de l’accompagnement des reconversions. Notre quotidien : accompagner des lycéens qui hésitent entre plusieurs filières, des étudiants qui veulent changer de voie et des adultes qui cherchent à redonner du sens à leur travail. Nous avons créé ce service pour rendre une première étape d’orientation simple, rapide et accessible à tous.",
    },
    { type: "h2", text: "Notre mission" },
    {
      type: "p",
      text: "Aider chacun, dès 15 ans, à mieux connaître ses intérêts et à les relier à des métiers et à des formations réels. Que tu sois au lycée, en études supérieures, en poste ou en pleine reconversion, tu mérites des repères clairs avant de faire un choix qui compte. Les parents qui accompagnent leur enfant sont aussi les bienvenus.",
    },
    { type: "h2", text: "Notre méthode" },
    {
      type: "p",
      text: "Notre test s’appuie sur le modèle RIASEC du psychologue John Holland, qui décrit six grands types d’intérêts professionnels. Ton code est calculé selon des règles écrites et publiques, détaillées sur notre page Méthode, y compris en cas d’égalité. Les métiers proposés viennent du ROME, le répertoire officiel des métiers publié par France Travail.",
    },
    {
      type: "p",
      text: "Nous sommes aussi clairs sur les limites : le test mesure tes intérêts, pas tes compétences ni ton intelligence. C’est un outil pour réfléchir et ouvrir des pistes, pas une décision prise à ta place.",
    },
    { type: "h2", text: "Nos valeurs" },
    {
      type: "ul",
      items: [
        "Bienveillance : pas de bonne ou de mauvaise réponse, pas de profil « meilleur » qu’un autre. Chaque parcours est respectable, y compris les hésitations.",
        "Transparence : le test est gratuit, les prix sont affichés TTC avant tout paiement, il n’y a ni abonnement ni frais cachés.",
        "Respect de tes données : elles servent uniquement à te donner tes résultats et à t’envoyer ce que tu as demandé. Elles ne sont jamais revendues.",
        "Rigueur : une méthode reconnue, des données officielles sur les métiers, des règles de calcul expliquées.",
      ],
    },
    { type: "h2", text: "Comment fonctionnent le rapport et le coaching" },
    { type: "h3", text: "Le test et l’aperçu gratuit" },
    {
      type: "p",
      text: "Tu réponds à 12 questions en quelques minutes et tu découvres gratuitement un aperçu de ton profil : ton code RIASEC, une description, tes premiers traits et de premières pistes de formations et de métiers.",
    },
    { type: "h3", text: "Le rapport personnalisé" },
    {
      type: "p",
      text: "Si tu veux aller plus loin, tu peux débloquer ton profil complet et un rapport personnalisé de 12 pages : tes six scores, tes deux types dominants, ton environnement de travail idéal, six métiers adaptés avec le chemin pour y accéder, des formations par niveau et un plan d’action. Le paiement est unique et sécurisé, et le rapport est disponible dès la confirmation du paiement, sur ta page de résultats et par email.",
    },
    { type: "h3", text: "Le coaching" },
    {
      type: "p",
      text: "Tu préfères en parler avec quelqu’un ? Un membre de notre équipe t’accompagne lors d’un appel de 30 minutes, par téléphone ou en visio, en séance unique ou dans le cadre d’un suivi d’un mois. Tu reçois un email de confirmation sous 24 heures, puis nous te contactons dans les 7 jours pour fixer le rendez-vous. Pendant l’appel, ton coach relit ton profil avec toi, répond à tes questions et t’aide à définir des prochaines étapes concrètes.",
    },
    { type: "cta", label: "Commencer le test gratuit", href: "/bilan-competences-tous-publics" },
    { type: "cta", label: "Découvrir le coaching", href: "/coaching" },
  ],
}

export const termsOfSale: { title: string; body: RichBlock[] } = {
  title: "Conditions Générales de Vente",
  body: [
    {
      type: "p",
      text: "Les présentes conditions générales de vente (CGV) s’appliquent à toute commande passée sur le site par un consommateur. Elles sont accessibles à tout moment depuis le bas de chaque page et doivent être acceptées avant tout paiement.",
    },
    { type: "h2", text: "Article 1 — Identité du vendeur" },
    {
      type: "ul",
      items: [
        "Raison sociale : [Raison sociale]",
        "Forme juridique et capital : [Forme juridique et capital]",
        "Siège social : [Adresse du siège]",
        "SIREN : [SIREN]",
        "Numéro de TVA intracommunautaire : [Numéro de TVA intracommunautaire]",
        "Email de contact : [Email de contact]",
        "Téléphone : [Numéro de téléphone]",
        "Directeur de la publication : [Directeur de la publication]",
        "Hébergeur du site : [Nom, adresse et téléphone de l’hébergeur]",
      ],
    },
    {
      type: "p",
      text: "Dans les présentes CGV, [Raison sociale] est désignée « le Vendeur » et la personne qui passe commande « le Client ».",
    },
    { type: "h2", text: "Article 2 — Objet et champ d’application" },
    {
      type: "p",
      text: "Les présentes CGV régissent la vente à distance, par le Vendeur, de contenus numériques (rapport d’orientation personnalisé) et de prestations de services (séances de coaching en orientation) à des consommateurs. Le test d’intérêts et l’aperçu du profil sont gratuits et ne donnent lieu à aucune commande. La version des CGV applicable est celle en vigueur au jour de la commande.",
    },
    { type: "h2", text: "Article 3 — Offres et prix" },
    {
      type: "p",
      text: "Les prix sont indiqués en euros, toutes taxes comprises (TTC). Le prix applicable est celui affiché au moment de la commande.",
    },
    {
      type: "ul",
      items: [
        "Rapport Premium : [Prix du rapport] TTC. Profil RIASEC complet et rapport personnalisé de 12 pages au format PDF (profil, six métiers adaptés, formations recommandées, plan d’action).",
        "Séance de coaching : [Prix de la séance de coaching] TTC. Un appel de 30 minutes avec un membre de l’équipe, par téléphone ou en visio.",
        "Suivi d’un mois : [Prix du suivi d’un mois] TTC, rapport compris. Quatre séances hebdomadaires de 30 minutes. Au moment de la commande du rapport, il peut être ajouté sous la forme d’une option à [Prix de l’option suivi] TTC, soit [Prix du suivi d’un mois] TTC au total avec le rapport. Le Client dont le profil complet est déjà débloqué le commande sans le rapport, pour [Prix de l’option suivi] TTC.",
        "Offre Premium : [Prix de l’offre Premium] TTC. Le rapport, une à deux séances de coaching de 30 à 45 minutes et un mois de suivi.",
      ],
    },
    {
      type: "p",
      text: "Chaque achat est ponctuel : il n’y a aucun abonnement, aucune reconduction automatique et aucun frais caché. Le montant payé est celui affiché dans le récapitulatif de commande.",
    },
    { type: "h2", text: "Article 4 — Commande" },
    {
      type: "p",
      text: "Le Client choisit une offre, vérifie le récapitulatif (contenu, prix TTC), accepte les présentes CGV en cochant la case prévue à cet effet puis procède au paiement. Pour le rapport, il donne en outre son accord exprès à l’accès immédiat au contenu numérique et reconnaît perdre son droit de rétractation (voir l’article 8). La commande est définitive après la confirmation du paiement par le prestataire de paiement. Le Vendeur envoie alors au Client, par email, une confirmation de commande qui reprend ces informations, y compris l’accord exprès et la renonciation au droit de rétractation.",
    },
    { type: "h2", text: "Article 5 — Paiement" },
    {
      type: "p",
      text: "Le paiement s’effectue en ligne, par carte bancaire, au moment de la commande, sur la plateforme sécurisée d’un prestataire de paiement spécialisé (Stripe). Les données de carte bancaire sont saisies directement chez ce prestataire et traitées par lui : le Vendeur n’y a pas accès et ne les conserve jamais. Une commande n’est considérée comme payée qu’après la confirmation du paiement transmise par le prestataire au Vendeur.",
    },
    { type: "h2", text: "Article 6 — Fourniture du rapport" },
    {
      type: "p",
      text: "Le rapport est fourni immédiatement après la confirmation du paiement : le profil complet est débloqué sur la page de résultats du Client, le rapport y est téléchargeable au format PDF et un lien de téléchargement est envoyé à l’adresse email indiquée. Sur un autre appareil, l’accès au rapport passe par un lien à usage unique envoyé à cette même adresse. En cas de difficulté d’accès, le Client peut écrire à [Email de contact] : le Vendeur lui renvoie son rapport dans les meilleurs délais.",
    },
    { type: "h2", text: "Article 7 — Déroulement du coaching" },
    {
      type: "p",
      text: "Après la réservation, le Client reçoit un email de confirmation sous 24 heures. Le Vendeur le contacte ensuite dans les 7 jours pour fixer la date et l’heure de la séance, d’un commun accord, en tenant compte des disponibilités indiquées. Les séances ont lieu par téléphone ou en visio. En cas d’empêchement, le Client prévient le Vendeur dès que possible à [Email de contact] et un nouveau créneau lui est proposé. Le coach est tenu d’une obligation de moyens : il met en œuvre son savoir-faire pour aider le Client à clarifier son projet.",
    },
    { type: "h2", text: "Article 8 — Droit de rétractation" },
    { type: "h3", text: "Rapport (contenu numérique)" },
    {
      type: "p",
      text: "Conformément à l’article L221-28 13° du Code de la consommation, le droit de rétractation ne peut pas être exercé pour la fourniture d’un contenu numérique non fourni sur un support matériel dont l’exécution a commencé avec l’accord préalable exprès du consommateur, qui a reconnu perdre ainsi son droit de rétractation. Le rapport étant fourni immédiatement et intégralement après le paiement, le Client demande expressément, lors de la commande, à y accéder immédiatement et renonce à son droit de rétractation en cochant la case prévue à cet effet. Cet accord et cette renonciation sont rappelés dans l’email de confirmation de commande.",
    },
    { type: "h3", text: "Séances de coaching" },
    {
      type: "p",
      text: "Pour les séances de coaching, le Client dispose d’un délai de 14 jours à compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d’autres coûts que ceux prévus ci-dessous (article L221-18 du Code de la consommation).",
    },
    {
      type: "p",
      text: "Si le Client souhaite qu’une séance ait lieu avant la fin de ce délai, il en fait la demande expresse au moment de la réservation ou de la prise de rendez-vous. S’il se rétracte ensuite, il verse au Vendeur un montant proportionné au prix total, correspondant aux séances déjà réalisées à la date à laquelle il communique sa décision (article L221-25 du Code de la consommation). Lorsque la prestation a été entièrement exécutée avant la fin du délai, à la demande expresse du Client et après qu’il a reconnu perdre son droit de rétractation, celui-ci ne peut plus être exercé (article L221-28 1° du Code de la consommation).",
    },
    {
      type: "p",
      text: "Pour les offres qui associent le rapport et du coaching (suivi d’un mois ajouté à la commande du rapport, offre Premium), ces règles s’appliquent à chaque élément : le rapport, une fois fourni, n’ouvre pas droit à rétractation ; les séances non encore réalisées restent couvertes par le droit de rétractation dans les conditions ci-dessus.",
    },
    { type: "h3", text: "Comment se rétracter" },
    {
      type: "p",
      text: "Le Client informe le Vendeur de sa décision avant l’expiration du délai, par une déclaration dénuée d’ambiguïté envoyée à [Email de contact] ou à [Adresse du siège], ou en utilisant le modèle de formulaire ci-dessous. Le Vendeur rembourse les sommes dues au plus tard 14 jours après avoir été informé de la décision, avec le moyen de paiement utilisé pour la commande, sauf accord exprès du Client pour un autre moyen, et sans frais pour lui.",
    },
    {
      type: "p",
      text: "Modèle de formulaire de rétractation, à compléter et à renvoyer uniquement si le Client souhaite se rétracter :",
    },
    {
      type: "quote",
      text: "À l’attention de [Raison sociale], [Adresse du siège], [Email de contact] : je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous.",
    },
    {
      type: "ul",
      items: [
        "Commandé le :",
        "Nom du consommateur :",
        "Adresse du consommateur :",
        "Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :",
        "Date :",
      ],
    },
    { type: "h2", text: "Article 9 — Demande de remboursement" },
    {
      type: "p",
      text: "Indépendamment du droit de rétractation, le Client qui n’est pas satisfait de son achat peut demander un remboursement dans les 14 jours suivant la commande, en écrivant à [Email de contact] avec l’adresse email utilisée pour la commande et quelques mots sur le motif de sa demande. Chaque demande est étudiée avec attention et reçoit une réponse. En cas d’accord, le remboursement est effectué dans les 14 jours, avec le moyen de paiement utilisé pour la commande.",
    },
    { type: "h2", text: "Article 10 — Absence de garantie de résultat" },
    {
      type: "p",
      text: "Le test, le rapport et le coaching sont des outils d’aide à la réflexion sur l’orientation. Le test mesure des intérêts déclarés par le Client ; il ne constitue ni un diagnostic, ni un bilan de compétences au sens du Code du travail, ni une évaluation psychologique. Les choix d’orientation, de formation ou de métier restent ceux du Client, qui est invité à en discuter avec des professionnels. Le Vendeur ne garantit aucun résultat, notamment l’admission dans une formation, l’obtention d’un diplôme ou d’un emploi.",
    },
    { type: "h2", text: "Article 11 — Mineurs" },
    {
      type: "p",
      text: "Le service s’adresse aux personnes âgées d’au moins 15 ans. Les mineurs de 15 à 17 ans doivent obtenir l’accord de leurs parents ou de leur représentant légal avant toute commande ; toute commande passée par un mineur est réputée effectuée avec cette autorisation. Aucune donnée personnelle d’un mineur de moins de 15 ans n’est collectée sans le consentement explicite de ses parents ou de son représentant légal. Un parent qui constate que son enfant de moins de 15 ans a communiqué des données sans son accord peut en demander l’effacement à [Email de contact].",
    },
    { type: "h2", text: "Article 12 — Données personnelles" },
    {
      type: "p",
      text: "[Raison sociale] est responsable du traitement des données personnelles collectées sur le site, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.",
    },
    {
      type: "ul",
      items: [
        "Données collectées : prénom, adresse email, réponses aux questionnaires et résultats, informations de commande, et, pour le coaching, objectifs et disponibilités indiqués.",
        "Finalités : calculer et afficher les résultats, permettre de les retrouver, fournir le rapport et les séances de coaching, envoyer les emails liés à la commande, répondre aux demandes, tenir la comptabilité et, avec le consentement du Client, mesurer l’audience du site.",
        "Bases légales : l’exécution du contrat ou des mesures précontractuelles demandées par le Client, les obligations légales (comptabilité), l’intérêt légitime du Vendeur (sécurité du site, prévention de la fraude) et le consentement (mesure d’audience).",
        "Durées de conservation : les coordonnées, réponses et résultats sont anonymisés 3 ans après leur enregistrement (il n’en reste que des statistiques sans nom) ; les pièces comptables sont conservées 10 ans, comme l’exige la loi ; le choix relatif aux cookies est conservé 6 mois.",
        "Destinataires : l’équipe du Vendeur habilitée et ses sous-traitants techniques (hébergement, envoi d’emails, paiement), qui agissent sur ses instructions. Lorsque des données sont transférées hors de l’Union européenne, notamment par le prestataire de paiement, ce transfert est encadré par les garanties prévues par le RGPD.",
        "Les données ne sont jamais vendues, louées ni cédées à des tiers à des fins commerciales.",
      ],
    },
    {
      type: "p",
      text: "Le Client dispose d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de ses données, ainsi que du droit de définir des directives sur leur sort après son décès et de retirer à tout moment son consentement. Il peut voir ce que le site conserve pour son adresse email, le télécharger ou l’effacer lui-même depuis la page « Mes données » (lien en bas de chaque page), après avoir ouvert le lien personnel qu’elle lui envoie par email ; pour exercer ses autres droits, il écrit à [Email de contact], en indiquant l’adresse email utilisée sur le site. Une réponse lui est apportée dans un délai d’un mois. S’il estime que ses droits ne sont pas respectés, il peut introduire une réclamation auprès de la CNIL (Commission nationale de l’informatique et des libertés), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr.",
    },
    { type: "h2", text: "Article 13 — Cookies" },
    {
      type: "p",
      text: "Les cookies strictement nécessaires au fonctionnement du site (accès sécurisé aux résultats, paiement, mémorisation du choix relatif aux cookies) sont déposés sans consentement. Les cookies de mesure d’audience ne sont déposés qu’après l’accord du Client, donné dans le bandeau affiché lors de sa première visite, où refuser est aussi simple qu’accepter. Le Client peut modifier son choix à tout moment ; sans accord, aucun cookie de mesure d’audience n’est déposé.",
    },
    { type: "h2", text: "Article 14 — Propriété intellectuelle" },
    {
      type: "p",
      text: "Les contenus du site (textes, questionnaires, profils, rapports, illustrations) sont protégés par le droit de la propriété intellectuelle. Le rapport est destiné à l’usage personnel du Client, qui peut le conserver, l’imprimer et le partager avec ses proches ou les professionnels qui l’accompagnent, mais non le revendre ni le diffuser publiquement.",
    },
    { type: "h2", text: "Article 15 — Réclamations et médiation" },
    {
      type: "p",
      text: "Pour toute question ou réclamation, le Client peut écrire à [Email de contact] ; le Vendeur s’engage à lui répondre dans les meilleurs délais.",
    },
    {
      type: "p",
      text: "En cas de litige non résolu après une réclamation écrite auprès du Vendeur, le Client peut recourir gratuitement au médiateur de la consommation dont relève le Vendeur, conformément aux articles L612-1 et suivants du Code de la consommation : [Nom et coordonnées du médiateur]. Le recours à la médiation est facultatif.",
    },
    {
      type: "p",
      text: "La plateforme européenne de règlement en ligne des litiges (RLL), qui permettait aux consommateurs de l’Union européenne de déposer une réclamation en ligne, a été fermée le 20 juillet 2025. Pour un litige avec un vendeur établi dans un autre pays de l’Union, le Client peut s’adresser au Centre européen des consommateurs France (www.europe-consommateurs.eu).",
    },
    { type: "h2", text: "Article 16 — Droit applicable et juridiction compétente" },
    {
      type: "p",
      text: "Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, le litige peut être porté, au choix du Client, devant la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable, ou devant toute autre juridiction compétente selon les règles de droit commun. Le Client bénéficie en tout état de cause des dispositions impératives de la loi de son pays de résidence qui lui sont plus favorables.",
    },
  ],
}

export const privacyNotice: {
  consentStart: string
  consentCheckout: string
  parentalNotice: string
  cookieBanner: { title: string; text: string; accept: string; refuse: string }
} = {
  consentStart:
    "Ton prénom et ton email servent uniquement à enregistrer tes résultats, à te permettre de les retrouver et à t’envoyer ton rapport si tu le commandes. Ils sont conservés 3 ans au plus, jamais revendus, et tu peux les faire effacer à tout moment. Pour en savoir plus, consulte nos Conditions Générales de Vente.",
  consentCheckout:
    "En payant, tu acceptes les Conditions Générales de Vente et tu demandes l’accès immédiat à ton rapport : une fois fourni, ce contenu numérique ne peut plus faire l’objet d’une rétractation (article L221-28 du Code de la consommation). Le paiement est sécurisé par Stripe : nous ne voyons ni ne conservons tes données bancaires.",
  parentalNotice:
    "Tu as entre 15 et 17 ans ? Demande l’accord d’un parent ou de ton représentant légal avant de commander : toute commande passée par un mineur est considérée comme faite avec son autorisation. Tu as moins de 15 ans ? Fais le test avec un parent : nous n’enregistrons pas tes données sans son accord explicite.",
  cookieBanner: {
    title: "Cookies : à toi de choisir",
    text: "Avec ton accord, des cookies de mesure d’audience nous aident à améliorer le site. Sinon, seuls les cookies indispensables (accès à tes résultats, paiement) sont déposés. Tu peux changer d’avis à tout moment.",
    accept: "Tout accepter",
    refuse: "Tout refuser",
  },
}
