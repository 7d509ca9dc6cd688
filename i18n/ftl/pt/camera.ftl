## O painel da câmera: o que a página diz enquanto a câmera lê um sudoku
## no papel, por que ela parou e o que ela leu. Os nomes dos botões
## (Reiniciar, Parar câmera, Foto, Usar este sudoku) aparecem nestas
## frases: devem ser iguais às mensagens dos botões, abaixo.
## Em pt, 0 cai na categoria plural "one" (regra do CLDR): onde 0 pode
## aparecer, uma variante [0] mantém o plural ("0 quadros").

camera-advice-no-grid = Aponte a câmera para o sudoku: a grade inteira à vista, de frente.
camera-advice-move-closer = Chegue mais perto: deixe a grade ocupar quase toda a imagem.
camera-advice-move-back = Afaste-se um pouco: a grade inteira deve aparecer, com uma margem.
camera-advice-hold-still = Segure firme…
camera-advice-reading = { $digits ->
    [0] Lendo a grade…
   *[other] Lendo: { $digits ->
        [one] { $digits } número
       *[other] { $digits } números
    } até agora. Segure firme…
}
camera-advice-waited = { $advice } Ainda não deu para ler: tente com mais luz, o papel plano, sem sombras nem reflexos; ou pressione Parar câmera e use Foto.

## Por que a câmera não está funcionando, e o que fazer.

camera-stop-refused = A câmera não foi permitida. Permita-a para esta página nas configurações do site no navegador e pressione Reiniciar, ou use Foto para escolher uma imagem do sudoku.
camera-stop-no-camera = Nenhuma câmera foi encontrada neste dispositivo. Use Foto para escolher uma imagem do sudoku.
camera-stop-unsupported = Este navegador não pode dar à página acesso à câmera (é preciso um endereço https seguro e um navegador recente). Use Foto para escolher uma imagem do sudoku.
camera-stop-lost = A câmera parou (foi desconectada ou está em uso por outro app). Pressione Reiniciar ou use Foto.
camera-stop-hidden = A câmera foi liberada quando a página ficou oculta. Pressione Reiniciar para continuar a leitura.
camera-stop-no-reader = Não foi possível carregar o leitor. Verifique a conexão e pressione Reiniciar, ou digite o sudoku.
camera-stop-failed = Não foi possível iniciar a câmera: { $why }. Pressione Reiniciar ou use Foto para escolher uma imagem do sudoku.

## Uma leitura fixada.

camera-locked = { $givens ->
    [one] { $givens } número lido
   *[other] { $givens } números lidos
}: o sudoku tem uma única solução, desenhada em azul sobre a imagem. Pressione Conferir números, confira-os abaixo do tabuleiro e depois pressione Usar este sudoku.
camera-fps = { $fps ->
    [0] { $fps } quadros lidos por segundo
    [one] { $fps } quadro lido por segundo
   *[other] { $fps } quadros lidos por segundo
}

## O painel.

camera-title = Leia o sudoku com a câmera
camera-video-label = O que a câmera vê
camera-still-hint = Seu sudoku, com as células da próxima dica sombreadas
camera-still-solution = Seu sudoku, com a solução desenhada em azul
camera-stop = Parar câmera
camera-check-digits = Conferir números
camera-next-hint = Só a próxima dica
camera-read-again = Ler de novo
camera-close = Fechar
camera-start-again = Reiniciar
camera-photo = Foto

## photo
## A prévia da foto: os números lidos de uma foto (ou fixados pela
## câmera), para conferir e corrigir abaixo do tabuleiro antes de jogar.

photo-section-label = Foto
photo-heading = Sudoku da sua foto
photo-thumb-alt = Sua foto, { $name }
photo-credit = O leitor de números foi treinado com as fotos de jornal reunidas por B. Wicht e J. Hennebert (CC BY 4.0).
photo-use = Usar este sudoku
photo-cancel = Cancelar
photo-grid-label = Os números lidos, para conferir e corrigir
photo-cell-label = Linha { $row }, coluna { $column }: { $digit ->
    [0] vazia
   *[other] { $digit }
}{ $mark ->
    [suspect] , confira esta célula
    [doubtful] , leitura duvidosa
   *[plain] { "" }
}

## O que a prévia diz: um título e depois o que fazer.

photo-reading = Lendo a foto…
photo-failed = Não foi possível ler um sudoku nesta foto: { $why }.
photo-no-digits = Não foi possível ler um sudoku nesta foto: nenhum número foi encontrado nela (não há grade de sudoku ou as células estão todas vazias).
photo-advice-frame = Tente de novo com a grade inteira à vista, de frente e nítida, ou digite o sudoku.
photo-advice-file = Escolha uma foto ou uma digitalização do sudoku, ou digite o sudoku.
photo-advice-again = Tente de novo ou digite o sudoku.
photo-malformed = a resposta do leitor veio malformada
photo-ready = { $givens ->
    [one] { $givens } número lido
   *[other] { $givens } números lidos
}: o sudoku tem uma única solução.
photo-ready-advice = { $doubtful ->
    [0] Compare-os com a foto, corrija digitando se preciso e pressione Usar este sudoku.
   *[other] Compare-os com a foto ({ $doubtful ->
        [one] { $doubtful } célula marcada como duvidosa
       *[other] { $doubtful } células marcadas como duvidosas
    }), corrija digitando se preciso e pressione Usar este sudoku.
}
photo-empty = Não sobrou nenhum número: uma grade vazia não é um sudoku.
photo-empty-advice = Digite os números do sudoku nas células ou pressione Cancelar.
photo-too-few = Só { $givens ->
    [one] { $givens } número lido
   *[other] { $givens } números lidos
}: um sudoku precisa de pelo menos 17.
photo-too-few-advice = Tente uma foto mais nítida com a grade inteira à vista, ou digite os números que faltam.
photo-too-few-clashes-advice = Alguns deles estão em conflito: { $clashes } Tente uma foto mais nítida com a grade inteira à vista, ou digite os números que faltam.
photo-clashes = Alguns números lidos estão em conflito: { $clashes }
photo-clashes-advice = Provavelmente lidos errado: { $cells }. Corrija-os digitando.
photo-no-solution = O sudoku lido não tem solução, então provavelmente algum número foi lido errado.
photo-several = O sudoku lido tem mais de uma solução, então provavelmente algum número não foi lido ou foi lido errado.
photo-suspects-advice = Confira primeiro { $cells } (com marca) e corrija digitando.
photo-compare-advice = Compare cada célula com a foto e corrija digitando.
photo-cell = linha { $row }, coluna { $column }
photo-cells = { $more ->
    [0] { $count ->
        [1] { $first }
        [2] { $first } e { $second }
        [3] { $first }; { $second } e { $third }
       *[4] { $first }; { $second }; { $third } e { $fourth }
    }
   *[other] { $first }; { $second }; { $third }; { $fourth } e mais { $more }
}

camera-not-loaded = Não foi possível carregar a leitura pela câmera. Verifique a conexão e pressione Câmera de novo, ou use Foto.
