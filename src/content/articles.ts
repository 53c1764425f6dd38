/**
 * The five articles of the resources index (/ressources), in display order.
 * Each slug is also the URL path of its article. Seeded into the `articles` collection.
 * Job codes are ROME v3 codes (Source : ROME, France Travail, Licence Ouverte).
 */
import type { ArticleContent } from '../domain/content-types'

const TEST_HREF = "/bilan-reconversion-professionnelle"
const ADVICE_HREF = "/conseils-reconversion-professionnelle"

export const articles: ArticleContent[] = [
  {
    slug: "metier-reconversion-40-ans-sans-diplome",
    title: "5 métiers accessibles à 40 ans sans diplôme pour se reconvertir",
    excerpt:
      "Assistant de vie, aide-soignant, agent de sécurité… Cinq métiers qui s’apprennent en quelques mois, même sans diplôme, pour changer de voie à 40 ans.",
    metaDescription:
      "Reconversion à 40 ans sans diplôme : 5 métiers concrets, les formations courtes pour y accéder et les aides pour les financer (CPF, Transitions Pro, VAE).",
    body: [
      {
        type: "p",
        text: "À 40 ans, vous avez souvent une vingtaine d’années d’expérience derrière vous… et plus de vingt ans de vie professionnelle devant vous. Ne pas avoir de diplôme n’empêche pas de changer de métier : beaucoup de professions s’ouvrent par une formation courte, un titre professionnel ou une certification obligatoire, sans exiger le bac. Voici cinq pistes concrètes, choisies parce que les employeurs y cherchent régulièrement des candidats et parce qu’elles valorisent la fiabilité et la maturité des profils expérimentés.",
      },
      { type: "h2", text: "Sans diplôme ne veut pas dire sans compétences" },
      {
        type: "p",
        text: "Avant de regarder les métiers, faites l’inventaire de ce que vous savez déjà faire. Organiser une journée chargée, gérer un client mécontent, former un nouveau collègue, tenir une caisse ou conduire en toute sécurité : ce sont des compétences, même si aucun diplôme ne les atteste. Elles se transfèrent d’un métier à l’autre et rassurent un recruteur.",
      },
      {
        type: "p",
        text: "Si votre expérience est solide dans un domaine, la validation des acquis de l’expérience (VAE) peut même vous permettre d’obtenir tout ou partie d’un diplôme ou d’un titre professionnel sans repasser par une formation complète. Le service public France VAE vous guide dans la démarche.",
      },
      { type: "h2", text: "1. Assistant ou assistante de vie aux familles (ROME K1302)" },
      {
        type: "p",
        text: "L’assistant de vie aide des personnes âgées, malades ou en situation de handicap à rester chez elles : courses, repas, entretien du logement, aide à la toilette, compagnie. C’est un métier de relation avant tout, qui demande de la patience, de la discrétion et une vraie autonomie.",
      },
      {
        type: "ul",
        items: [
          "Formation : le titre professionnel Assistant de vie aux familles (ADVF), de niveau 3 (équivalent CAP), accessible sans diplôme préalable.",
          "Autre voie : la VAE, si vous avez déjà aidé un proche ou travaillé auprès de personnes dépendantes.",
          "Employeurs : associations et entreprises d’aide à domicile, particuliers employeurs, résidences pour personnes âgées.",
        ],
      },
      { type: "h2", text: "2. Aide-soignant ou aide-soignante (ROME J1501)" },
      {
        type: "p",
        text: "À l’hôpital, en EHPAD ou à domicile, l’aide-soignant accompagne les patients dans les gestes du quotidien et travaille en binôme avec l’infirmier. Le métier a du sens, mais il est physique et s’exerce souvent en horaires décalés, week-ends compris.",
      },
      {
        type: "p",
        text: "Il faut obtenir le diplôme d’État d’aide-soignant (DEAS), préparé en institut de formation d’aide-soignant (IFAS) en un an environ. L’entrée se fait sur dossier et entretien, sans condition de diplôme. Les établissements de santé, la Région ou Transitions Pro peuvent participer au financement selon votre situation.",
      },
      { type: "h2", text: "3. Agent ou agente de sécurité (ROME K2503)" },
      {
        type: "p",
        text: "Surveillance de sites, contrôle des accès, rondes, accueil du public lors d’événements : l’agent de sécurité prévient les risques et réagit aux incidents. Sang-froid, sens de l’observation et respect des procédures sont les qualités attendues.",
      },
      {
        type: "ul",
        items: [
          "Obligatoire : une carte professionnelle délivrée par le CNAPS, l’autorité de contrôle de la sécurité privée, après une enquête de moralité.",
          "Formation : quelques semaines pour obtenir une certification reconnue, comme le titre à finalité professionnelle Agent de prévention et de sécurité.",
          "Pour évoluer : les qualifications SSIAP ouvrent la sécurité incendie dans les établissements recevant du public.",
        ],
      },
      { type: "h2", text: "4. Conducteur ou conductrice de bus (ROME N4103)" },
      {
        type: "p",
        text: "Transporter des voyageurs en ville ou entre deux communes demande de la rigueur, de la patience et le goût du contact avec les usagers. Pour exercer, il faut le permis D et la formation initiale minimale obligatoire (FIMO) voyageurs, ou le titre professionnel Conducteur du transport en commun sur route, qui les prépare.",
      },
      {
        type: "p",
        text: "Certains réseaux de transport recrutent des candidats sans expérience de la conduite de bus et financent leur formation : renseignez-vous directement auprès des opérateurs de votre région et de votre agence France Travail.",
      },
      { type: "h2", text: "5. Électricien ou électricienne du bâtiment (ROME F1602)" },
      {
        type: "p",
        text: "L’électricien installe et rénove les réseaux électriques des logements, des bureaux et des commerces. Le métier associe travail manuel, lecture de plans et respect strict des normes de sécurité. Avec l’expérience, il permet de devenir chef d’équipe ou de s’installer à son compte.",
      },
      {
        type: "p",
        text: "Pour un adulte, la voie la plus directe est le titre professionnel Électricien d’équipement du bâtiment (niveau 3), préparé en quelques mois dans un centre de formation pour adultes. Le CAP électricien peut aussi se préparer en formation continue. Dans les deux cas, vous passerez une habilitation électrique.",
      },
      { type: "h2", text: "Comment financer votre formation ?" },
      {
        type: "ul",
        items: [
          "Le compte personnel de formation (CPF) : vos droits acquis au fil de vos années de travail se consultent et s’utilisent sur Mon Compte Formation.",
          "Le projet de transition professionnelle (PTP) : si vous êtes salarié, Transitions Pro peut financer une formation certifiante et maintenir votre rémunération pendant votre absence, sous conditions.",
          "France Travail : si vous êtes demandeur d’emploi, votre conseiller peut mobiliser des aides à la formation ou une préparation opérationnelle à l’emploi liée à une offre précise.",
          "L’alternance : le contrat de professionnalisation est ouvert aux demandeurs d’emploi de 26 ans et plus, et vous êtes payé pendant la formation.",
          "La Région : chaque conseil régional finance des formations qualifiantes pour les personnes en recherche d’emploi.",
        ],
      },
      { type: "h2", text: "Par où commencer ?" },
      {
        type: "ol",
        items: [
          "Faites le point sur vos intérêts et vos motivations, par exemple avec un test d’orientation en ligne.",
          "Retenez trois à cinq métiers qui vous attirent vraiment, plutôt qu’un seul.",
          "Confrontez-les au terrain : échangez avec des professionnels ou demandez une immersion en entreprise.",
          "Choisissez votre formation et bâtissez votre plan de financement avec un conseiller en évolution professionnelle, un service gratuit.",
        ],
      },
      {
        type: "p",
        text: "Comptez en moyenne 12 à 18 mois entre la première réflexion et le nouveau poste. Une formation courte peut raccourcir ce délai, mais le temps passé à vérifier que le métier vous convient n’est jamais perdu.",
      },
      {
        type: "quote",
        text: "Le bon métier n’est pas celui qui recrute le plus, c’est celui qui recrute et qui vous correspond.",
      },
      { type: "cta", label: "Faire le test gratuit", href: TEST_HREF },
    ],
  },
  {
    slug: "bilan-orientation-professionnelle-adulte",
    title: "Bilan d’orientation professionnelle adulte : les 3 étapes pour faire le point",
    excerpt:
      "Analyse de soi, exploration, projection : les trois étapes d’un bilan d’orientation adulte, et ce qui le distingue d’un bilan de compétences.",
    metaDescription:
      "Bilan d’orientation professionnelle pour adulte : ses 3 étapes, sa différence avec le bilan de compétences et son rôle dans une reconversion réussie.",
    body: [
      {
        type: "p",
        text: "Vous vous demandez si votre métier vous correspond encore, ou vous sentez qu’il est temps de changer sans savoir vers quoi ? Le bilan d’orientation professionnelle est fait pour ce moment-là. Il ne s’adresse pas qu’aux jeunes : entre 30 et 55 ans, beaucoup d’adultes ont besoin de prendre du recul sur leur parcours avant de décider de la suite.",
      },
      { type: "h2", text: "Qu’est-ce qu’un bilan d’orientation professionnelle ?" },
      {
        type: "p",
        text: "C’est une démarche structurée pour répondre à trois questions simples en apparence : qui suis-je au travail, quels métiers pourraient me convenir, et comment y aller ? Il s’appuie sur des outils reconnus, comme le modèle RIASEC de John Holland, qui décrit six grands types d’intérêts professionnels : réaliste, investigateur, artistique, social, entreprenant et conventionnel.",
      },
      {
        type: "p",
        text: "Son objectif n’est pas de vous donner une réponse toute faite, mais de vous aider à faire un choix éclairé, en partant de vous plutôt que des offres d’emploi du moment.",
      },
      { type: "h2", text: "Les trois étapes du bilan d’orientation" },
      { type: "h3", text: "Étape 1 : l’analyse de soi" },
      {
        type: "p",
        text: "Tout commence par vous. Cette première étape permet d’identifier ce qui vous motive, les activités dans lesquelles vous êtes à l’aise et les valeurs auxquelles vous ne voulez plus renoncer.",
      },
      {
        type: "ul",
        items: [
          "Vos intérêts : préférez-vous manipuler, analyser, créer, aider, convaincre ou organiser ?",
          "Vos talents : ce que l’on vous reconnaît facilement, au travail comme dans votre vie personnelle.",
          "Vos valeurs : autonomie, utilité sociale, sécurité, reconnaissance, équilibre de vie…",
          "Vos contraintes : revenus nécessaires, mobilité géographique, disponibilité pour une formation.",
        ],
      },
      { type: "h3", text: "Étape 2 : l’exploration" },
      {
        type: "p",
        text: "Une fois votre profil clarifié, il s’agit d’ouvrir le champ des possibles. Vous repérez trois à cinq pistes de métiers cohérentes avec votre profil, puis vous les confrontez à la réalité : fiches métiers du ROME publiées par France Travail, échanges avec des professionnels, salons, journées portes ouvertes ou immersion de quelques jours en entreprise.",
      },
      {
        type: "p",
        text: "Cette étape évite une erreur fréquente : choisir un métier sur l’image qu’on s’en fait, sans connaître son quotidien, ses horaires ou ses conditions d’accès.",
      },
      { type: "h3", text: "Étape 3 : la projection" },
      {
        type: "p",
        text: "Vous choisissez la piste la plus solide et vous la transformez en projet : formation à suivre, financement à mobiliser, calendrier réaliste, plan B si besoin. C’est ici que les dispositifs comme le CPF, le projet de transition professionnelle avec Transitions Pro ou la VAE entrent en jeu.",
      },
      { type: "h2", text: "Bilan d’orientation ou bilan de compétences : quelle différence ?" },
      {
        type: "p",
        text: "Les deux démarches se ressemblent et se complètent, mais elles ne répondent pas au même besoin.",
      },
      {
        type: "ul",
        items: [
          "Le bilan d’orientation est plus court. Il se concentre sur vos motivations, vos talents et vos valeurs, pour dégager des directions de métiers. Il peut commencer par un test en ligne et se faire à votre rythme.",
          "Le bilan de compétences est plus long et plus encadré. Défini par le Code du travail, il dure au maximum 24 heures, souvent réparties sur plusieurs semaines, avec un consultant d’un organisme spécialisé. Plus technique, il analyse en détail vos compétences et vos aptitudes pour construire et valider un projet professionnel.",
          "Le bilan de compétences peut être financé par votre CPF ; ses résultats vous appartiennent et ne sont communiqués à personne sans votre accord.",
        ],
      },
      {
        type: "p",
        text: "En pratique, beaucoup d’adultes commencent par un bilan d’orientation pour y voir plus clair, puis engagent un bilan de compétences lorsqu’une piste se dessine et qu’ils veulent la sécuriser.",
      },
      { type: "h2", text: "Le lien avec la reconversion professionnelle" },
      {
        type: "p",
        text: "Une reconversion prend en moyenne 12 à 18 mois. Se lancer sans bilan, c’est risquer de consacrer ce temps, et parfois une formation coûteuse, à un métier qui ne vous convient pas davantage que le précédent. Le bilan d’orientation sert de fondation : il vous donne un langage pour parler de vous, des critères pour comparer les métiers et des arguments pour convaincre un financeur ou un recruteur.",
      },
      {
        type: "p",
        text: "Il vous aide aussi à distinguer un besoin de changer de métier d’un besoin de changer de cadre. Parfois, la même profession exercée dans une autre structure, à un autre rythme ou avec d’autres responsabilités suffit à retrouver de l’élan.",
      },
      { type: "h2", text: "Comment faire votre bilan d’orientation ?" },
      {
        type: "ol",
        items: [
          "Commencez par un test d’orientation en ligne pour identifier votre profil d’intérêts : c’est rapide et gratuit.",
          "Prenez rendez-vous avec un conseiller en évolution professionnelle (CEP) : ce service public est gratuit et confidentiel, que vous soyez salarié ou demandeur d’emploi.",
          "Rencontrez des professionnels des métiers qui vous attirent et notez ce qui vous plaît ou vous freine.",
          "Si votre projet implique une reconversion importante, envisagez un bilan de compétences pour le consolider.",
        ],
      },
      {
        type: "p",
        text: "Notre test s’inspire de la méthode RIASEC et vous donne gratuitement un premier aperçu de votre profil en moins de 15 minutes. C’est un point de départ pour la première étape, pas un substitut à l’accompagnement d’un professionnel : il vous aide à arriver à vos rendez-vous avec des idées plus claires.",
      },
      { type: "cta", label: "Faire le test gratuit", href: TEST_HREF },
      { type: "cta", label: "Nos conseils reconversion", href: ADVICE_HREF },
    ],
  },
  {
    slug: "test-orientation-professionnelle-adulte",
    title: "Test d’orientation professionnelle adulte : ce qu’il révèle et que faire ensuite",
    excerpt:
      "Intérêts, talents, valeurs, potentiel : ce qu’analyse un test d’orientation pour adulte, pourquoi le faire et les 4 étapes à suivre après vos résultats.",
    metaDescription:
      "Test d’orientation professionnelle pour adulte : ce qu’il analyse, pourquoi le passer en cours de carrière et les 4 étapes à suivre après vos résultats.",
    body: [
      {
        type: "p",
        text: "Un actif sur trois souhaite changer de métier, selon un organisme national de formation. Pourtant, savoir que l’on veut changer ne dit pas vers quoi aller. Le test d’orientation professionnelle pour adulte sert précisément à cela : transformer une envie floue en pistes concrètes, à partir de ce qui vous motive vraiment.",
      },
      { type: "h2", text: "Ce qu’analyse un test d’orientation professionnelle" },
      {
        type: "p",
        text: "Un bon test ne se contente pas de vous attribuer un métier. Il éclaire plusieurs dimensions de votre profil, qui comptent toutes dans une décision d’orientation.",
      },
      { type: "h3", text: "Vos intérêts professionnels" },
      {
        type: "p",
        text: "C’est le cœur du test. Le modèle RIASEC, conçu par le psychologue John Holland, répartit les intérêts en six types : réaliste (concret, manuel), investigateur (analyse, recherche), artistique (création, expression), social (aide, transmission), entreprenant (initiative, persuasion) et conventionnel (organisation, méthode). Votre profil combine généralement deux types dominants.",
      },
      { type: "h3", text: "Vos compétences et vos talents" },
      {
        type: "p",
        text: "Au-delà de ce que vous aimez, le test met en avant ce que vous faites bien : résoudre des problèmes, gérer le stress, travailler avec les autres, connaître votre secteur. Ces savoir-faire acquis au fil de votre carrière sont souvent transférables bien plus qu’on ne le croit.",
      },
      { type: "h3", text: "Vos valeurs au travail" },
      {
        type: "p",
        text: "Utilité, autonomie, stabilité, créativité, reconnaissance : un métier qui heurte vos valeurs finit par peser, même s’il correspond à vos compétences. Les identifier vous aide à choisir non seulement un métier, mais aussi un cadre de travail.",
      },
      { type: "h3", text: "Votre potentiel d’évolution" },
      {
        type: "p",
        text: "Enfin, le test indique les directions dans lesquelles vous pouvez progresser : les formations accessibles selon votre niveau, les métiers voisins du vôtre, les compétences à développer en priorité.",
      },
      { type: "h2", text: "Pourquoi faire un test d’orientation à l’âge adulte ?" },
      {
        type: "p",
        text: "Le test d’orientation est souvent associé au lycée. Pourtant, les adultes entre 30 et 55 ans en ont tout autant besoin, pour des raisons différentes.",
      },
      {
        type: "ul",
        items: [
          "La perte de sens : vous faites bien votre travail, mais vous ne savez plus pourquoi vous le faites. Le test aide à comprendre ce qui manque.",
          "L’épuisement professionnel : après un burn-out ou une période de grande fatigue, il est légitime de se demander si l’on veut reprendre le même poste. Le test ne remplace pas un suivi médical, mais il aide à préparer l’après.",
          "Un marché du travail qui change : le numérique, la transition écologique et le vieillissement de la population transforment des métiers et en créent d’autres. Mieux vaut choisir en connaissance de cause.",
        ],
      },
      { type: "h2", text: "Notre test : gratuit, immédiat et pensé pour les adultes" },
      {
        type: "ul",
        items: [
          "Gratuit : le questionnaire et l’aperçu de votre profil ne coûtent rien et ne demandent aucune carte bancaire.",
          "Des résultats immédiats : votre profil RIASEC s’affiche dès la dernière réponse, sans attendre de rendez-vous.",
          "Adapté aux adultes : les questions parlent de situations de travail réelles, pas de matières scolaires, et les métiers proposés tiennent compte d’une reconversion.",
          "En moins de 15 minutes, à votre rythme, sur ordinateur ou sur téléphone.",
        ],
      },
      {
        type: "p",
        text: "Si vous souhaitez aller plus loin, un rapport complet de 12 pages (profil détaillé, 6 métiers adaptés, formations et plan d’action) est disponible pour [Prix du rapport]. Il est facultatif : l’aperçu gratuit suffit déjà pour démarrer votre réflexion.",
      },
      { type: "h2", text: "Les 4 étapes à suivre après le test" },
      { type: "h3", text: "1. Analyser votre profil" },
      {
        type: "p",
        text: "Relisez vos résultats à tête reposée. Vous reconnaissez-vous dans la description ? Quels traits vous surprennent ? Notez les activités de votre parcours où vous vous êtes senti le plus à votre place : elles confirment ou nuancent le test. Faites aussi lire votre profil à un proche qui vous connaît bien : son regard extérieur complète le vôtre et repère parfois des qualités que vous ne voyez plus.",
      },
      { type: "h3", text: "2. Identifier trois à cinq métiers compatibles" },
      {
        type: "p",
        text: "Ne misez pas tout sur une seule idée. Sélectionnez trois à cinq métiers cohérents avec votre profil, puis renseignez-vous sur chacun : missions, conditions de travail, salaires, formations et débouchés dans votre région. Parlez à des personnes qui les exercent.",
      },
      { type: "h3", text: "3. Faire un bilan de compétences" },
      {
        type: "p",
        text: "Quand une ou deux pistes se dégagent, un bilan de compétences permet de les approfondir avec un consultant et de vérifier leur faisabilité. Il peut être financé par votre compte personnel de formation (CPF).",
      },
      { type: "h3", text: "4. Définir un plan d’action" },
      {
        type: "p",
        text: "Fixez les étapes : formation à suivre, financement (CPF, projet de transition professionnelle avec Transitions Pro, aides de France Travail), calendrier et budget. Une reconversion prend en moyenne 12 à 18 mois : un plan écrit vous aide à tenir le cap.",
      },
      { type: "h2", text: "Ce qu’un test ne fait pas" },
      {
        type: "p",
        text: "Un test d’orientation n’est ni un diagnostic ni une prédiction. Il reflète vos réponses à un moment donné et propose des pistes à explorer. Vos choix finaux dépendent aussi de votre situation, de vos contraintes et des rencontres que vous ferez en chemin. C’est pourquoi nous le présentons comme un point de départ, que vous pouvez compléter par un échange avec un conseiller en évolution professionnelle ou un coach.",
      },
      { type: "cta", label: "Faire le test maintenant", href: TEST_HREF },
      { type: "cta", label: "Nos conseils reconversion", href: ADVICE_HREF },
    ],
  },
  {
    slug: "metier-reconversion-40-ans",
    title: "Reconversion à 40 ans : quels métiers choisir et comment réussir ?",
    excerpt:
      "Formateur, développeur web, gestionnaire de paie, professeur des écoles… Les métiers où votre expérience compte et les aides pour changer de voie à 40 ans.",
    metaDescription:
      "Se reconvertir à 40 ans : six métiers où votre expérience est un atout, les dispositifs pour vous former (CPF, Transitions Pro, VAE) et les pièges à éviter.",
    body: [
      {
        type: "p",
        text: "À 40 ans, on est au milieu de sa vie professionnelle. Vous avez acquis de l’expérience, vous connaissez vos forces et vos limites, et il vous reste plus de vingt ans à travailler. C’est un moment propice pour se poser la question du sens et, si besoin, changer de cap. Encore faut-il choisir un métier qui tire parti de votre parcours plutôt que de repartir de zéro.",
      },
      { type: "h2", text: "Pourquoi 40 ans est un bon âge pour changer de métier" },
      {
        type: "ul",
        items: [
          "Vous avez des compétences transférables : gestion de projet, relation client, encadrement, rigueur administrative.",
          "Vous vous connaissez mieux qu’à 20 ans : vous savez ce que vous ne voulez plus vivre au travail.",
          "Les employeurs apprécient la fiabilité et le recul des profils expérimentés, notamment dans les métiers de relation et de transmission.",
          "Les dispositifs de formation pour adultes sont nombreux et peuvent, sous conditions, maintenir tout ou partie de vos revenus.",
        ],
      },
      { type: "h2", text: "Six métiers où votre expérience est un atout" },
      { type: "h3", text: "Formateur ou formatrice d’adultes (ROME K2111)" },
      {
        type: "p",
        text: "Vous maîtrisez un domaine ? Transmettez-le. Le formateur conçoit et anime des formations pour des salariés ou des demandeurs d’emploi. Le titre professionnel Formateur professionnel d’adultes (niveau 5, bac+2) structure la pédagogie ; votre expertise métier fait le reste.",
      },
      { type: "h3", text: "Conseiller ou conseillère en insertion professionnelle (ROME K1801)" },
      {
        type: "p",
        text: "Accompagner des personnes vers l’emploi ou la formation demande de l’écoute, de la connaissance des entreprises et du sens pratique. Le titre professionnel Conseiller en insertion professionnelle, de niveau 5, est accessible aux adultes en reconversion, souvent en alternance.",
      },
      { type: "h3", text: "Développeur ou développeuse web (ROME M1805)" },
      {
        type: "p",
        text: "Le numérique attire beaucoup de personnes en reconversion. Le titre professionnel Développeur web et web mobile (niveau 5) se prépare en formation intensive ou en alternance. Soyez lucide : les postes de débutant sont disputés, et un projet réussi combine souvent le code avec votre ancien secteur, qui vous distingue des autres candidats.",
      },
      { type: "h3", text: "Gestionnaire de paie (ROME M1203)" },
      {
        type: "p",
        text: "Rigueur, discrétion et goût des chiffres : la paie recrute des profils fiables, y compris venus d’autres métiers administratifs. Le titre professionnel Gestionnaire de paie (niveau 5) prépare au poste, en cabinet comptable comme en entreprise.",
      },
      { type: "h3", text: "Professeur ou professeure des écoles (ROME K2106)" },
      {
        type: "p",
        text: "Le métier s’exerce après réussite au concours de recrutement de professeur des écoles (CRPE). Un troisième concours est réservé aux personnes justifiant d’au moins cinq ans d’activité professionnelle dans le secteur privé, sans condition de diplôme. La préparation demande un vrai investissement, mais ce parcours est pensé pour les secondes carrières.",
      },
      { type: "h3", text: "Boulanger ou boulangère (ROME D1102)" },
      {
        type: "p",
        text: "Les métiers de bouche séduisent de nombreux adultes en quête de concret. Le CAP boulanger se prépare en formation continue pour adultes, souvent en un an ou moins, avant une première expérience puis, éventuellement, la reprise ou la création d’une boulangerie. Attention aux horaires très matinaux et à l’effort physique.",
      },
      { type: "h2", text: "Les dispositifs pour vous reconvertir à 40 ans" },
      {
        type: "ul",
        items: [
          "Le conseil en évolution professionnelle (CEP) : gratuit et confidentiel, il vous aide à construire votre projet.",
          "Le bilan de compétences : jusqu’à 24 heures d’accompagnement pour analyser vos compétences et valider une piste, finançable par le CPF.",
          "Le compte personnel de formation (CPF) : pour financer tout ou partie d’une formation certifiante.",
          "Le projet de transition professionnelle (PTP) : Transitions Pro peut prendre en charge votre formation et votre rémunération si vous êtes salarié, sous conditions d’ancienneté.",
          "La démission pour reconversion : après cinq ans de salariat continu et avec un projet jugé réel et sérieux par Transitions Pro, vous pouvez démissionner et percevoir l’allocation chômage.",
          "La VAE : pour faire reconnaître votre expérience par un diplôme ou un titre professionnel.",
          "L’alternance : le contrat de professionnalisation, ou la Pro-A si vous restez chez votre employeur.",
        ],
      },
      { type: "h2", text: "Et si vous n’avez pas de diplôme ?" },
      {
        type: "p",
        text: "Plusieurs métiers restent accessibles par un titre professionnel de niveau 3, préparé en quelques mois : assistant de vie aux familles, électricien du bâtiment ou agent de sécurité, par exemple. Votre expérience peut aussi être reconnue par la VAE, qui ne vous oblige pas à suivre une formation complète. Nous leur consacrons un article dédié dans nos ressources.",
      },
      { type: "h2", text: "Combien de temps faut-il prévoir ?" },
      {
        type: "p",
        text: "Une reconversion prend en moyenne 12 à 18 mois : quelques mois pour mûrir le projet et explorer, le temps de la formation, puis la recherche d’emploi. Une formation courte ou une VAE peut accélérer le mouvement ; un concours ou un diplôme d’État demandent plus de patience. Anticipez votre budget pour cette période.",
      },
      { type: "h2", text: "Les pièges à éviter" },
      {
        type: "ul",
        items: [
          "Choisir un métier uniquement parce qu’il recrute, sans vérifier qu’il vous correspond.",
          "Se former avant d’avoir rencontré des professionnels du métier visé.",
          "Sous-estimer la baisse de revenus possible pendant la transition.",
          "Rester seul avec son projet : un conseiller ou un coach vous fait gagner du temps.",
        ],
      },
      {
        type: "p",
        text: "Le meilleur point de départ reste de savoir ce qui vous motive. Un test d’orientation vous aide à repérer trois à cinq pistes cohérentes avec votre profil avant d’investir dans une formation.",
      },
      { type: "cta", label: "Faire le test gratuit", href: TEST_HREF },
    ],
  },
  {
    slug: "conseils-reconversion-professionnelle",
    title: "Reconversion professionnelle : 8 conseils pour réussir votre changement de métier",
    excerpt:
      "De la réflexion au nouveau poste : 8 conseils concrets pour préparer, financer et réussir votre reconversion professionnelle, étape par étape.",
    metaDescription:
      "Réussir sa reconversion professionnelle : 8 conseils concrets pour choisir un métier, le tester, vous former et financer votre projet (CPF, PTP, VAE).",
    body: [
      {
        type: "p",
        text: "Un actif sur trois souhaite changer de métier, selon un organisme national de formation. Entre l’envie et le nouveau poste, il y a pourtant un chemin qui prend en moyenne 12 à 18 mois. Bien préparé, ce chemin est moins risqué qu’il n’y paraît. Voici huit conseils pour le parcourir sereinement.",
      },
      { type: "h2", text: "1. Comprendre ce qui ne vous convient plus" },
      {
        type: "p",
        text: "Avant de chercher un nouveau métier, identifiez précisément ce qui vous pèse dans l’actuel : les tâches, le rythme, le management, le secteur, le manque de reconnaissance ? La réponse change tout. Parfois, un changement de poste ou d’employeur suffit ; parfois, c’est le métier lui-même qu’il faut quitter.",
      },
      { type: "h2", text: "2. Faire le point sur vos intérêts et vos compétences" },
      {
        type: "p",
        text: "Un test d’orientation vous aide à mettre des mots sur ce qui vous motive. Listez aussi vos compétences : celles de votre métier, mais aussi celles acquises dans une association, un engagement ou votre vie personnelle. Si vous voulez un accompagnement approfondi, un bilan de compétences, finançable par le CPF, vous aide à les analyser avec un consultant.",
      },
      { type: "h2", text: "3. Explorer trois à cinq pistes de métiers" },
      {
        type: "p",
        text: "Gardez plusieurs options ouvertes au début. Pour chaque piste, cherchez :",
      },
      {
        type: "ul",
        items: [
          "le quotidien réel du métier, ses horaires et ses contraintes ;",
          "les formations et certifications exigées pour l’exercer ;",
          "le niveau de rémunération en début de carrière ;",
          "les offres d’emploi dans votre bassin de vie.",
        ],
      },
      {
        type: "p",
        text: "Les fiches métiers du ROME publiées par France Travail et les enquêtes auprès de professionnels sont vos meilleures sources.",
      },
      { type: "h2", text: "4. Tester le métier sur le terrain" },
      {
        type: "p",
        text: "Rien ne remplace quelques jours sur place. La période de mise en situation en milieu professionnel (PMSMP), proposée notamment par France Travail, permet de découvrir un métier en entreprise pendant quelques jours ou quelques semaines. Vous pouvez aussi demander à suivre un professionnel pendant une journée, faire du bénévolat ou effectuer un stage.",
      },
      { type: "h2", text: "5. Choisir une formation reconnue" },
      {
        type: "p",
        text: "Privilégiez les certifications enregistrées au répertoire national des certifications professionnelles (RNCP), comme les titres professionnels du ministère du Travail, et les organismes certifiés Qualiopi, condition pour bénéficier de la plupart des financements publics. Trois voies s’offrent à vous :",
      },
      {
        type: "ul",
        items: [
          "la formation continue, à temps plein ou à temps partiel ;",
          "l’alternance, avec le contrat de professionnalisation ou la Pro-A si vous restez salarié de votre entreprise ;",
          "la VAE, si votre expérience correspond déjà à une partie du métier visé.",
        ],
      },
      { type: "h2", text: "6. Monter votre plan de financement" },
      {
        type: "ul",
        items: [
          "Le compte personnel de formation (CPF), à consulter sur Mon Compte Formation.",
          "Le projet de transition professionnelle (PTP), géré par Transitions Pro, qui peut maintenir votre rémunération pendant une formation certifiante.",
          "La démission pour reconversion, qui ouvre droit à l’allocation chômage sous conditions, si Transitions Pro reconnaît le caractère réel et sérieux de votre projet.",
          "Les aides de France Travail et de votre Région si vous êtes demandeur d’emploi.",
          "Le plan de développement des compétences de votre employeur, si votre projet l’intéresse aussi.",
        ],
      },
      {
        type: "p",
        text: "Ces dispositifs se combinent souvent. Un conseiller en évolution professionnelle (CEP) vous aide gratuitement à trouver la bonne combinaison.",
      },
      { type: "h2", text: "7. Sécuriser votre budget et votre calendrier" },
      {
        type: "p",
        text: "Calculez vos revenus pendant la transition et prévoyez une marge. Fixez des étapes datées : fin de l’exploration, début de la formation, premières candidatures. Parlez-en à vos proches : leur soutien compte, surtout si la reconversion demande des sacrifices temporaires.",
      },
      { type: "h2", text: "8. Vous faire accompagner" },
      {
        type: "p",
        text: "Se reconvertir seul est possible, mais rarement le plus rapide. Un conseiller, un coach ou des personnes déjà passées par là vous aident à garder le cap, à préparer vos entretiens et à rebondir si une piste ne fonctionne pas. Rejoindre un réseau professionnel du métier visé vous ouvre aussi des portes.",
      },
      { type: "h2", text: "Les erreurs qui freinent une reconversion" },
      {
        type: "ul",
        items: [
          "Démissionner sur un coup de tête, sans projet ni financement : la démission pour reconversion suppose de faire valider votre projet avant de quitter votre poste.",
          "Choisir une formation avant d’avoir choisi un métier : c’est le métier visé qui détermine la formation, pas l’inverse.",
          "Se fier à une seule source : une fiche métier, un témoignage ou un test donnent chacun un éclairage partiel.",
          "Attendre d’être sûr à cent pour cent : un projet se précise en avançant, à condition de garder des étapes réversibles au début.",
        ],
      },
      { type: "h2", text: "En résumé" },
      {
        type: "ol",
        items: [
          "Comprendre ce qui ne vous convient plus.",
          "Faire le point sur vos intérêts et vos compétences.",
          "Explorer trois à cinq pistes.",
          "Tester le métier sur le terrain.",
          "Choisir une formation reconnue.",
          "Monter votre plan de financement.",
          "Sécuriser budget et calendrier.",
          "Vous faire accompagner.",
        ],
      },
      {
        type: "quote",
        text: "Une reconversion réussie se construit pas à pas : commencez par mieux vous connaître.",
      },
      { type: "cta", label: "Faire le test gratuit", href: TEST_HREF },
    ],
  },
]
